#include "ui/entry_field_texts.h"

#include "analysis/number_format.h"
#include "core/catalog_entry.h"
#include "core/catalog_fields.h"

#include <QCoreApplication>

#include <cmath>

namespace capstan::ui {

namespace {

constexpr const char* kContext = "capstan::ui::EntryForm";

struct Row final {
    std::string_view field;
    const char* label;
    const char* help;
    // The allowed values in words when they depend on another field; nullptr = the fixed range
    // of core/catalog_fields.h, or none for free text.
    const char* allowed;
    EntryFieldKind kind;
};

// Definitions follow the datasheets' and Hugging Face config.json's own terms, so a user can
// find each figure where it is published.
const Row kRows[] = {
    // GPU
    {"id", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Id"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "The short name scenario files and capstan-cli use for this entry."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "lowercase letters, digits, '.' and '-'"), EntryFieldKind::Text},
    {"name", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Name"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "The name charts, tables and reports show."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "any non-empty text"), EntryFieldKind::Text},
    {"memory_mib", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Memory"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Device memory as the driver reports it (nvidia-smi's total, 81,559 MiB on an H100 80 GB), not the datasheet's rounded gigabytes."),
     nullptr, EntryFieldKind::Number},
    {"bandwidth_tb_s", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "HBM bandwidth"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Peak memory bandwidth from the datasheet (3.35 TB/s on an H100 SXM); decode speed is bound by it."),
     nullptr, EntryFieldKind::Number},
    {"tflops_bf16", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Dense BF16 tensor throughput"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Peak BF16 tensor-core throughput without sparsity; datasheets often print the 2:4 sparse figure, twice this."),
     nullptr, EntryFieldKind::Number},
    {"tflops_fp8", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Dense FP8 tensor throughput"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Peak FP8 tensor-core throughput without sparsity, from the datasheet; 0 when the card has no FP8."),
     nullptr, EntryFieldKind::Number},
    {"tflops_fp4", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Dense FP4 tensor throughput"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Peak FP4 tensor-core throughput without sparsity, from the datasheet; 0 when the card has no FP4."),
     nullptr, EntryFieldKind::Number},
    {"interconnect_gb_s", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "GPU-to-GPU bandwidth"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Per-GPU bandwidth of the link inside a node (NVLink, Infinity Fabric or PCIe) in one direction: 450 GB/s of an H100 SXM's 900 GB/s both ways; tensor-parallel all-reduces run over it."),
     nullptr, EntryFieldKind::Number},
    {"power_w", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Board power"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Maximum board power (TDP or TBP) from the datasheet; the energy bill and the power envelope count it."),
     nullptr, EntryFieldKind::Number},
    {"gemm_clock_share", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Sustained GEMM clock"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "A power-capped card's clock under dense matrix load, as a share of the same chip's at a higher power limit, from measured GEMM rates (MI300X at 750 W: 0.84 of the MI325X at 1,000 W); scales its tensor throughput. Empty or 1 when not capped or not measured."),
     nullptr, EntryFieldKind::Number},
    {"own_card_month_usd", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Owned cost per card-month"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "What one owned card costs a month: its price over 36 months plus power, colocation, network and staff."),
     nullptr, EntryFieldKind::Number},
    {"rent_usd_hour", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Rental price"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "A cloud's on-demand list price for one GPU for one hour."),
     nullptr, EntryFieldKind::Number},
    {"gpus_per_node", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "GPUs per node"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "GPUs in one server that share the fast link; tensor parallelism stays inside a node."),
     nullptr, EntryFieldKind::Number},
    {"scaleup_domain_gpus", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Scale-up domain"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "GPUs one NVLink or Infinity Fabric domain joins when it spans nodes (GB200 NVL72: 72); 0 = one node. Collectives beyond it run over the scale-out network."),
     nullptr, EntryFieldKind::Number},
    {"is_cpu", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "CPU server"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Checked when the entry is a whole CPU server standing in as one card."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "checked or not"), EntryFieldKind::Flag},
    {"generation", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Architecture"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "The chip family from the datasheet (hopper, blackwell, cdna3, ...); cdna parts get the CDNA kernel efficiency."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "a listed family or your own word"), EntryFieldKind::Choice},
    {"scaleout_gb_s", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Scale-out bandwidth"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Per-GPU network bandwidth between nodes (InfiniBand or RoCE NICs); 0 when not stated."),
     nullptr, EntryFieldKind::Number},
    {"source", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Source"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Where the figures come from: a datasheet, model card or measurement."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "any text"), EntryFieldKind::Text},
    {"date", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Date"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "When the figures (and prices) were taken."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "YYYY-MM or YYYY-MM-DD"), EntryFieldKind::Text},
    // Model
    {"layers", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Layers"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Transformer blocks; num_hidden_layers in config.json."),
     nullptr, EntryFieldKind::Number},
    {"hidden", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Hidden size"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Width of the residual stream; hidden_size in config.json."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "a positive integer"), EntryFieldKind::Number},
    {"heads", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Attention heads"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Query heads per layer; num_attention_heads in config.json."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "a positive integer"), EntryFieldKind::Number},
    {"kv_heads", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "KV heads"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Key/value heads per layer; num_key_value_heads in config.json, equal to the heads without grouped-query attention."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "1 .. heads, a divisor of heads"), EntryFieldKind::Number},
    {"head_dim", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Head dimension"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Width of one attention head; head_dim in config.json, else hidden size / heads."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "a positive integer"), EntryFieldKind::Number},
    {"ffn", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "FFN size"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Inner width of the dense MLP; intermediate_size in config.json."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "a positive integer"), EntryFieldKind::Number},
    {"vocab", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Vocabulary"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Tokens the tokenizer knows; vocab_size in config.json."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "a positive integer"), EntryFieldKind::Number},
    {"params_b", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Total parameters"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Every weight of the checkpoint in billions, as the model card states it."),
     nullptr, EntryFieldKind::Number},
    {"active_params_b", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Active parameters"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Weights one token passes through, in billions: the total for a dense model, the shared part plus the top-k experts for a mixture of experts."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "above 0, at most the total; within 5% of the expert shapes for a mixture of experts"), EntryFieldKind::Number},
    {"other_params_b", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Parameters outside the decoder"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Weights held but not run per token, in billions: a vision encoder or a multi-token-prediction head."),
     nullptr, EntryFieldKind::Number},
    {"tied_embeddings", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Tied embeddings"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Checked when the output head reuses the input embedding matrix; tie_word_embeddings in config.json."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "checked or not"), EntryFieldKind::Flag},
    {"qkv_bias", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "QKV bias"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Checked when the query, key and value projections carry biases (Qwen2; attention_bias in config.json)."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "checked or not"), EntryFieldKind::Flag},
    {"max_context", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Context length"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Tokens the model was trained to attend to; max_position_embeddings in config.json, 0 when not stated."),
     nullptr, EntryFieldKind::Number},
    {"weight_format", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Released weight format"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "The precision the checkpoint ships in (bf16, fp8-block128, mxfp4-experts), from the model card."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "any text"), EntryFieldKind::Text},
    {"hf_repo", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Hugging Face repository"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "The released checkpoint's repository on Hugging Face."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "owner/name, or empty"), EntryFieldKind::Text},
    {"moe.experts", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Routed experts"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Routed experts per MoE layer; num_local_experts or n_routed_experts in config.json, empty for a dense model."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "0 (dense) or at least 2"), EntryFieldKind::Number},
    {"moe.experts_per_token", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Experts per token"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Routed experts each token runs (top-k); num_experts_per_tok in config.json."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "1 .. routed experts"), EntryFieldKind::Number},
    {"moe.moe_layers", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "MoE layers"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Layers whose MLP is a mixture of experts: all layers but first_k_dense_replace in a DeepSeek config."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "1 .. layers"), EntryFieldKind::Number},
    {"moe.expert_ffn", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Expert FFN size"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Inner width of one routed expert; moe_intermediate_size in config.json."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "a positive integer"), EntryFieldKind::Number},
    {"moe.shared_experts", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Shared experts"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Experts every token runs beside its top-k; n_shared_experts in config.json."),
     nullptr, EntryFieldKind::Number},
    {"moe.shared_ffn", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Shared-expert FFN size"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Inner width of one shared expert, as the config states it."),
     nullptr, EntryFieldKind::Number},
    {"mla.kv_lora_rank", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Latent KV rank"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Width of the compressed key/value latent of multi-head latent attention; kv_lora_rank in config.json, empty without MLA."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "0 (not MLA) or positive"), EntryFieldKind::Number},
    {"mla.rope_dim", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Rotary key dimension"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Per-head width of the rotary part the cache keeps beside the latent; qk_rope_head_dim in config.json."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "0 or more with a latent KV rank, else 0"), EntryFieldKind::Number},
    {"mla.q_lora_rank", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Latent query rank"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Width of the compressed query; q_lora_rank in config.json, 0 for full-rank queries."),
     nullptr, EntryFieldKind::Number},
    {"mla.qk_nope_dim", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Non-rotary query/key dimension"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Per-head query/key width without the rotary part; qk_nope_head_dim in config.json."),
     nullptr, EntryFieldKind::Number},
    {"mla.v_head_dim", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Value head dimension"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Per-head width of the values; v_head_dim in config.json."),
     nullptr, EntryFieldKind::Number},
    {"attention.sliding_layers", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Sliding-window layers"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Layers that attend only to the last window of tokens (layer_types or sliding_window_pattern in config.json)."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "0 .. layers"), EntryFieldKind::Number},
    {"attention.sliding_window", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Sliding window"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Tokens a sliding-window layer keeps; sliding_window in config.json."),
     nullptr, EntryFieldKind::Number},
    {"attention.sink_tokens", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Attention sink tokens"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Tokens at the start a windowed layer keeps beyond its window."),
     nullptr, EntryFieldKind::Number},
    {"attention.linear_layers", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Linear-attention layers"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Layers with a fixed recurrent state instead of a growing KV cache (linear attention, state-space layers)."),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "0 .. layers minus sliding-window layers"), EntryFieldKind::Number},
    {"attention.linear_state_elems", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Linear-attention state"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "State elements one sequence holds in one linear layer."),
     nullptr, EntryFieldKind::Number},
    {"attention.linear_layer_params", QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Linear-layer parameters"),
     QT_TRANSLATE_NOOP("capstan::ui::EntryForm", "Parameters of one linear layer's mixer."),
     nullptr, EntryFieldKind::Number},
};

QString translated(const char* text)
{
    return QCoreApplication::translate(kContext, text);
}

QString fixedRange(std::string_view field)
{
    const catalog_fields::FieldRange* range = catalog_fields::entry_field_range(field);
    if (range == nullptr)
        return {};
    if (std::isinf(range->high))
        return QCoreApplication::translate(kContext, "at least %1").arg(format::plain(range->low));
    return QCoreApplication::translate(kContext, "%1 .. %2").arg(format::plain(range->low), format::plain(range->high));
}

} // namespace

EntryFieldText entryFieldText(std::string_view field)
{
    const QString raw = QString::fromUtf8(field.data(), qsizetype(field.size()));
    const std::string_view unit = entry_field_unit(field);
    const QString unitText = QString::fromUtf8(unit.data(), qsizetype(unit.size()));
    for (const Row& row : kRows) {
        if (row.field != field)
            continue;
        EntryFieldText text;
        text.kind = row.kind;
        text.label = translated(row.label);
        if (!unit.empty())
            text.label += QStringLiteral(" [") + unitText + QLatin1Char(']');
        QString allowed = row.allowed ? translated(row.allowed) : fixedRange(field);
        if (!allowed.isEmpty() && !unit.empty() && !row.allowed)
            allowed += QLatin1Char(' ') + unitText;
        text.toolTip = translated(row.help);
        if (!allowed.isEmpty())
            text.toolTip += QLatin1Char('\n') + QCoreApplication::translate(kContext, "Allowed: %1").arg(allowed);
        return text;
    }
    return {raw, {}, EntryFieldKind::Text};
}

} // namespace capstan::ui
