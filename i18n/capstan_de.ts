<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
  <context>
    <name>capstan::inputs</name>
    <message>
      <source>%</source>
      <translation>%</translation>
    </message>
    <message>
      <source>GB</source>
      <translation>GB</translation>
    </message>
    <message>
      <source>ms</source>
      <translation>ms</translation>
    </message>
    <message>
      <source>us</source>
      <translation>us</translation>
    </message>
    <message>
      <source>GPU</source>
      <translation>GPU-Typ</translation>
    </message>
    <message>
      <source>Paged-KV block size; prefix-cache hits count in whole blocks.</source>
      <translation>Blockgröße des Paged-KV-Cache; Prefix-Cache-Treffer zählen in ganzen Blöcken.</translation>
    </message>
    <message>
      <source>GPUs</source>
      <translation>GPUs</translation>
    </message>
    <message>
      <source>TB/s</source>
      <translation>TB/s</translation>
    </message>
    <message>
      <source>bits</source>
      <translation>Bit</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Modell</translation>
    </message>
    <message>
      <source>ratio</source>
      <translation>Verhältnis</translation>
    </message>
    <message>
      <source>users</source>
      <translation>Nutzer</translation>
    </message>
    <message>
      <source>Accelerator from the catalog: memory, bandwidth, peak FLOP/s, interconnect, prices.</source>
      <translation>Beschleuniger aus dem Katalog: Speicher, Bandbreite, Spitzen-FLOP/s, Interconnect, Preise.</translation>
    </message>
    <message>
      <source>USD/GPU-hour</source>
      <translation>USD/GPU-Stunde</translation>
    </message>
    <message>
      <source>Compute efficiency</source>
      <translation>Recheneffizienz</translation>
    </message>
    <message>
      <source>Utilization</source>
      <translation>Auslastung</translation>
    </message>
    <message>
      <source>Share of device memory the engine may use (vLLM gpu_memory_utilization).</source>
      <translation>Anteil des Gerätespeichers, den die Engine nutzen darf (vLLM gpu_memory_utilization).</translation>
    </message>
    <message>
      <source>Prompt-cache hit rate</source>
      <translation>Prompt-Cache-Trefferquote</translation>
    </message>
    <message>
      <source>Achieved over datasheet memory bandwidth (a device copy reaches about 0.9).</source>
      <translation>Erreichter Anteil der Speicherbandbreite laut Datenblatt (eine Gerätekopie erreicht etwa 0,9).</translation>
    </message>
    <message>
      <source>Memory bandwidth</source>
      <translation>Speicherbandbreite</translation>
    </message>
    <message>
      <source>Requests per user per day</source>
      <translation>Anfragen pro Nutzer und Tag</translation>
    </message>
    <message>
      <source>Blended API price per million tokens (input and output).</source>
      <translation>Gemischter API-Preis pro Million Token (Eingabe und Ausgabe).</translation>
    </message>
    <message>
      <source>N+1 spare replica</source>
      <translation>N+1-Reserve-Replika</translation>
    </message>
    <message>
      <source>Activations and workspace reserved per GPU before the KV cache.</source>
      <translation>Pro GPU vor dem KV-Cache reservierter Platz für Aktivierungen und Arbeitsspeicher.</translation>
    </message>
    <message>
      <source>Model architecture from the catalog (layers, heads, KV heads, experts).</source>
      <translation>Modellarchitektur aus dem Katalog (Schichten, Heads, KV-Heads, Experten).</translation>
    </message>
    <message>
      <source>Bits per weight: 16 (bf16), 8 (fp8/int8), 4 (int4/fp4). Sets weight bytes and the compute precision.</source>
      <translation>Bit pro Gewicht: 16 (bf16), 8 (fp8/int8), 4 (int4/fp4). Bestimmt die Gewichtsbytes und die Rechengenauigkeit.</translation>
    </message>
    <message>
      <source>Agents: deep research and reasoning</source>
      <translation>Agenten: Tiefenrecherche und Schlussfolgern</translation>
    </message>
    <message>
      <source>Tensor parallelism</source>
      <translation>Tensor-Parallelität</translation>
    </message>
    <message>
      <source>Requests one daily user makes per day.</source>
      <translation>Anfragen eines täglichen Nutzers pro Tag.</translation>
    </message>
    <message>
      <source>Answer length (OSL)</source>
      <translation>Antwortlänge (OSL)</translation>
    </message>
    <message>
      <source>Input sequence length: prompt tokens per request.</source>
      <translation>Eingabesequenzlänge: Prompt-Token pro Anfrage.</translation>
    </message>
    <message>
      <source>Output sequence length: answer tokens per request.</source>
      <translation>Ausgabesequenzlänge: Antwort-Token pro Anfrage.</translation>
    </message>
    <message>
      <source>Daily active users</source>
      <translation>Täglich aktive Nutzer</translation>
    </message>
    <message>
      <source>Peak request rate over the daily average.</source>
      <translation>Spitzen-Anfragerate im Verhältnis zum Tagesdurchschnitt.</translation>
    </message>
    <message>
      <source>Fixed batch</source>
      <translation>Feste Stapelgröße</translation>
    </message>
    <message>
      <source>Per-step overhead</source>
      <translation>Overhead pro Schritt</translation>
    </message>
    <message>
      <source>Latency percentile</source>
      <translation>Latenz-Perzentil</translation>
    </message>
    <message>
      <source>Weight precision</source>
      <translation>Gewichtsgenauigkeit</translation>
    </message>
    <message>
      <source>Device memory as the driver reports it, in 10^9 bytes (H100: 85.5 GB = 81,559 MiB).</source>
      <translation>Gerätespeicher laut Treiber, in 10^9 Byte (H100: 85,5 GB = 81.559 MiB).</translation>
    </message>
    <message>
      <source>GPU memory</source>
      <translation>GPU-Speicher</translation>
    </message>
    <message>
      <source>KV-cache precision</source>
      <translation>KV-Cache-Genauigkeit</translation>
    </message>
    <message>
      <source>Hourly rental price (x 730 h a month); 0 = premium x owned card-month.</source>
      <translation>Stündlicher Mietpreis (x 730 h pro Monat); 0 = Aufschlag x eigener Kartenmonat.</translation>
    </message>
    <message>
      <source>tokens</source>
      <translation>Token</translation>
    </message>
    <message>
      <source>TTFT target</source>
      <translation>TTFT-Ziel</translation>
    </message>
    <message>
      <source>TPOT target</source>
      <translation>TPOT-Ziel</translation>
    </message>
    <message>
      <source>FP8/FP4 efficiency</source>
      <translation>FP8/FP4-Effizienz</translation>
    </message>
    <message>
      <source>fraction</source>
      <translation>Anteil</translation>
    </message>
    <message>
      <source>Chatbots and copilots</source>
      <translation>Chatbots und Copiloten</translation>
    </message>
    <message>
      <source>Prompt length (ISL)</source>
      <translation>Prompt-Länge (ISL)</translation>
    </message>
    <message>
      <source>sequences</source>
      <translation>Sequenzen</translation>
    </message>
    <message>
      <source>Fixed latency of one small all-reduce; a TP step runs two per layer.</source>
      <translation>Feste Latenz eines kleinen All-Reduce; ein TP-Schritt führt zwei pro Schicht aus.</translation>
    </message>
    <message>
      <source>KV block size</source>
      <translation>KV-Blockgröße</translation>
    </message>
    <message>
      <source>Use case</source>
      <translation>Anwendungsfall</translation>
    </message>
    <message>
      <source>Closed-loop concurrent users for simulation; 0 = open-loop arrivals.</source>
      <translation>Gleichzeitige Nutzer im geschlossenen Kreis für die Simulation; 0 = offene Ankünfte.</translation>
    </message>
    <message>
      <source>Bits per KV-cache element: 16 (bf16) or 8 (fp8). Halving it doubles the seats.</source>
      <translation>Bit pro KV-Cache-Element: 16 (bf16) oder 8 (fp8). Halbieren verdoppelt die Plätze.</translation>
    </message>
    <message>
      <source>Capacity held back from the planned peak load.</source>
      <translation>Von der geplanten Spitzenlast zurückgehaltene Kapazität.</translation>
    </message>
    <message>
      <source>Tensor-parallel size: GPUs one replica spans. Splits weights and KV heads; adds all-reduces.</source>
      <translation>Tensor-Parallelität: Anzahl der GPUs, über die sich eine Replika erstreckt. Teilt Gewichte und KV-Heads auf; fügt All-Reduces hinzu.</translation>
    </message>
    <message>
      <source>Translation</source>
      <translation>Übersetzung</translation>
    </message>
    <message>
      <source>Engine cap on running sequences (vLLM max_num_seqs).</source>
      <translation>Obergrenze der Engine für laufende Sequenzen (vLLM max_num_seqs).</translation>
    </message>
    <message>
      <source>Daily active users.</source>
      <translation>Täglich aktive Nutzer.</translation>
    </message>
    <message>
      <source>Add one spare replica for failures and maintenance.</source>
      <translation>Eine Reserve-Replika für Ausfälle und Wartung hinzufügen.</translation>
    </message>
    <message>
      <source>The latency percentile promised (p99: the worst request in a hundred).</source>
      <translation>Das zugesagte Latenz-Perzentil (p99: die schlechteste von hundert Anfragen).</translation>
    </message>
    <message>
      <source>API price</source>
      <translation>API-Preis</translation>
    </message>
    <message>
      <source>Headroom</source>
      <translation>Reserve</translation>
    </message>
    <message>
      <source>requests/s</source>
      <translation>Anfragen/s</translation>
    </message>
    <message>
      <source>Rental premium</source>
      <translation>Mietaufschlag</translation>
    </message>
    <message>
      <source>Rental price</source>
      <translation>Mietpreis</translation>
    </message>
    <message>
      <source>Share of fleet capacity carrying paid tokens; 0 = derived from traffic (average / capacity).</source>
      <translation>Anteil der Flottenkapazität, der bezahlte Token trägt; 0 = aus dem Verkehr abgeleitet (Durchschnitt / Kapazität).</translation>
    </message>
    <message>
      <source>Average request rate; 0 = derived from daily users x requests per user per day.</source>
      <translation>Durchschnittliche Anfragerate; 0 = abgeleitet aus täglichen Nutzern x Anfragen pro Nutzer und Tag.</translation>
    </message>
    <message>
      <source>Rented card-month over the owned floor (the cloud's margin, about 1.35).</source>
      <translation>Gemieteter Kartenmonat im Verhältnis zur Untergrenze im Eigenbetrieb (die Marge der Cloud, etwa 1,35).</translation>
    </message>
    <message>
      <source>requests</source>
      <translation>Anfragen</translation>
    </message>
    <message>
      <source>users/day</source>
      <translation>Nutzer/Tag</translation>
    </message>
    <message>
      <source>Concurrent users</source>
      <translation>Gleichzeitige Nutzer</translation>
    </message>
    <message>
      <source>Achieved over datasheet BF16 peak on serving GEMMs (a large GEMM reaches about 0.8).</source>
      <translation>Erreichter Anteil der BF16-Spitzenleistung laut Datenblatt bei Serving-GEMMs (ein großes GEMM erreicht etwa 0,8).</translation>
    </message>
    <message>
      <source>Workspace per GPU</source>
      <translation>Arbeitsspeicher pro GPU</translation>
    </message>
    <message>
      <source>Share of prompt tokens served from the prefix KV cache instead of recomputed.</source>
      <translation>Anteil der Prompt-Token, die aus dem Prefix-KV-Cache bedient statt neu berechnet werden.</translation>
    </message>
    <message>
      <source>Content generation</source>
      <translation>Inhaltserstellung</translation>
    </message>
    <message>
      <source>Bandwidth efficiency</source>
      <translation>Bandbreiteneffizienz</translation>
    </message>
    <message>
      <source>All-reduce latency</source>
      <translation>All-Reduce-Latenz</translation>
    </message>
    <message>
      <source>Time-to-first-token target at the promised percentile.</source>
      <translation>Zielwert für die Zeit bis zum ersten Token beim zugesagten Perzentil.</translation>
    </message>
    <message>
      <source>USD/1M tokens</source>
      <translation>USD/1 Mio. Token</translation>
    </message>
    <message>
      <source>USD/GPU-month</source>
      <translation>USD/GPU-Monat</translation>
    </message>
    <message>
      <source>Owned card-month: capex over 36 months plus power, colo, network, staff; 0 = catalog.</source>
      <translation>Eigener Kartenmonat: Investitionskosten über 36 Monate plus Strom, Colocation, Netzwerk, Personal; 0 = Katalog.</translation>
    </message>
    <message>
      <source>Owned card-month</source>
      <translation>Eigener Kartenmonat</translation>
    </message>
    <message>
      <source>Max running sequences</source>
      <translation>Max. laufende Sequenzen</translation>
    </message>
    <message>
      <source>Peak-to-average</source>
      <translation>Spitze zu Durchschnitt</translation>
    </message>
    <message>
      <source>Memory utilization</source>
      <translation>Speicherauslastung</translation>
    </message>
    <message>
      <source>Fixed cost of every engine step: scheduling and kernel launches (CUDA graphs lower it).</source>
      <translation>Fixkosten jedes Engine-Schritts: Scheduling und Kernel-Starts (CUDA Graphs senken sie).</translation>
    </message>
    <message>
      <source>Time-per-output-token (inter-token latency) target at the promised percentile.</source>
      <translation>Zielwert für die Zeit pro Ausgabe-Token (Latenz zwischen Token) beim zugesagten Perzentil.</translation>
    </message>
    <message>
      <source>Run at this fixed batch instead of the largest that fits; 0 = not fixed.</source>
      <translation>Mit dieser festen Stapelgröße statt der größten passenden arbeiten; 0 = nicht fest.</translation>
    </message>
    <message>
      <source>FP8/FP4 kernels reach this share of the BF16 efficiency on their own, higher peak.</source>
      <translation>FP8/FP4-Kernel erreichen diesen Anteil der BF16-Effizienz, bezogen auf ihre eigene, höhere Spitzenleistung.</translation>
    </message>
    <message>
      <source>Use-case bucket: sets prompt and answer lengths, cache hit rate, requests per user and burstiness.</source>
      <translation>Anwendungsfall-Kategorie: legt Prompt- und Antwortlängen, Cache-Trefferquote, Anfragen pro Nutzer und Lastspitzen fest.</translation>
    </message>
    <message>
      <source>Datasheet memory bandwidth. Decode reads every weight byte once per step at this rate.</source>
      <translation>Speicherbandbreite laut Datenblatt. Der Decode liest jedes Gewichtsbyte einmal pro Schritt mit dieser Rate.</translation>
    </message>
    <message>
      <source>Request rate</source>
      <translation>Anfragerate</translation>
    </message>
  </context>
  <context>
    <name>capstan::ui::ResultsModel</name>
    <message>
      <source>ms</source>
      <translation>ms</translation>
    </message>
    <message>
      <source>API</source>
      <translation>API</translation>
    </message>
    <message>
      <source>SLO</source>
      <translation>SLO</translation>
    </message>
    <message>
      <source>Why</source>
      <translation>Begründung</translation>
    </message>
    <message>
      <source>GPUs</source>
      <translation>Anzahl GPUs</translation>
    </message>
    <message>
      <source>idle</source>
      <translation>Leerlauf</translation>
    </message>
    <message>
      <source>Value</source>
      <translation>Wert</translation>
    </message>
    <message>
      <source>tok/s</source>
      <translation>tok/s</translation>
    </message>
    <message>
      <source>batch-1 decode step of %1 ms</source>
      <translation>Decode-Schritt bei Stapelgröße 1: %1 ms</translation>
    </message>
    <message>
      <source>%1 tok/s per user; %2 tok/s per replica</source>
      <translation>%1 tok/s pro Nutzer; %2 tok/s pro Replika</translation>
    </message>
    <message>
      <source>KV memory: %1 sequences fit per replica; %2 in flight at peak</source>
      <translation>KV-Speicher: %1 Sequenzen passen pro Replika; %2 gleichzeitig aktiv bei Spitzenlast</translation>
    </message>
    <message>
      <source>%1 per 1M tokens at %2 utilization</source>
      <translation>%1 pro 1 Mio. Token bei %2 Auslastung</translation>
    </message>
    <message>
      <source>%1 per 1M tokens</source>
      <translation>%1 pro 1 Mio. Token</translation>
    </message>
    <message>
      <source>the %1 ms TPOT target caps a replica at batch %2</source>
      <translation>das TPOT-Ziel von %1 ms begrenzt eine Replika auf Stapelgröße %2</translation>
    </message>
    <message>
      <source>the simulated p%1 time per output token sets the replica count</source>
      <translation>die simulierte p%1-Zeit pro Ausgabe-Token bestimmt die Zahl der Replikas</translation>
    </message>
    <message>
      <source>Rented fleet</source>
      <translation>Gemietete Flotte</translation>
    </message>
    <message>
      <source>%1 million</source>
      <translation>%1 Millionen</translation>
    </message>
    <message>
      <source>even batch 1 gives TPOT %1 ms and TTFT %2 ms</source>
      <translation>selbst Stapelgröße 1 ergibt TPOT %1 ms und TTFT %2 ms</translation>
    </message>
    <message>
      <source>Figure</source>
      <translation>Kennzahl</translation>
    </message>
    <message>
      <source>Margin check</source>
      <translation>Margenprüfung</translation>
    </message>
    <message>
      <source>Cannot run</source>
      <translation>Nicht ausführbar</translation>
    </message>
    <message>
      <source>Overflow check</source>
      <translation>Überlaufprüfung</translation>
    </message>
    <message>
      <source>Operating batch</source>
      <translation>Stapelgröße im Betrieb</translation>
    </message>
    <message>
      <source>Owned fleet</source>
      <translation>Eigene Flotte</translation>
    </message>
    <message>
      <source>Single-user speed</source>
      <translation>Geschwindigkeit bei einem Nutzer</translation>
    </message>
    <message>
      <source>at the batch cap (%1) each step waits on memory bandwidth</source>
      <translation>an der Stapelgrenze (%1) wartet jeder Schritt auf die Speicherbandbreite</translation>
    </message>
    <message>
      <source>prefill of %1 uncached tokens + one step</source>
      <translation>Prefill von %1 nicht gecachten Token + ein Schritt</translation>
    </message>
    <message>
      <source>missed</source>
      <translation>verfehlt</translation>
    </message>
    <message>
      <source>$/month</source>
      <translation>$/Monat</translation>
    </message>
    <message>
      <source>Idle check</source>
      <translation>Leerlaufprüfung</translation>
    </message>
    <message>
      <source>%1 tokens a month at %2 per 1M</source>
      <translation>%1 Token pro Monat zu %2 pro 1 Mio.</translation>
    </message>
    <message>
      <source>of tokens</source>
      <translation>der Token</translation>
    </message>
    <message>
      <source>owned capacity unused at average load (≤ 15%); sees the average, not the daily shape</source>
      <translation>ungenutzte eigene Kapazität bei Durchschnittslast (≤ 15%); sieht den Durchschnitt, nicht den Tagesverlauf</translation>
    </message>
    <message>
      <source>sequences</source>
      <translation>Sequenzen</translation>
    </message>
    <message>
      <source>Change the highlighted input: the scenario is infeasible as set.</source>
      <translation>Ändern Sie die markierte Eingabe: So ist das Szenario nicht umsetzbar.</translation>
    </message>
    <message>
      <source>%1 trillion</source>
      <translation>%1 Billionen</translation>
    </message>
    <message>
      <source>%1 billion</source>
      <translation>%1 Milliarden</translation>
    </message>
    <message>
      <source>at the batch cap (%1) each step waits on compute</source>
      <translation>an der Stapelgrenze (%1) wartet jeder Schritt auf die Rechenleistung</translation>
    </message>
    <message>
      <source>Binding constraint</source>
      <translation>Maßgebliche Grenze</translation>
    </message>
    <message>
      <source>owned $/1M over the API's (≤ 0.75); cannot see financing or model-year risk</source>
      <translation>eigene $/1 Mio. im Verhältnis zur API (≤ 0,75); erfasst weder Finanzierung noch das Risiko des Modelljahrgangs</translation>
    </message>
    <message>
      <source>TPOT at the operating point</source>
      <translation>TPOT im Betriebspunkt</translation>
    </message>
    <message>
      <source>the simulated p%1 time to first token sets the replica count</source>
      <translation>die simulierte p%1-Zeit bis zum ersten Token bestimmt die Zahl der Replikas</translation>
    </message>
    <message>
      <source>× API</source>
      <translation>× API</translation>
    </message>
    <message>
      <source>TTFT (analytic)</source>
      <translation>TTFT (analytisch)</translation>
    </message>
    <message>
      <source>Seats per replica</source>
      <translation>Plätze pro Replika</translation>
    </message>
    <message>
      <source>at full ISL+OSL; %1 sustained by a running mix</source>
      <translation>bei voller ISL+OSL; %1 dauerhaft bei gemischter Last</translation>
    </message>
    <message>
      <source>%1 replicas × TP %2, %3 nodes</source>
      <translation>%1 Replikas × TP %2, %3 Knoten</translation>
    </message>
    <message>
      <source>API share of tokens (≤ 10%); zero in a fleet sized for the peak</source>
      <translation>API-Anteil an den Token (≤ 10%); null bei einer auf die Spitze ausgelegten Flotte</translation>
    </message>
  </context>
  <context>
    <name>capstan::ui::BillChart</name>
    <message>
      <source>API</source>
      <translation>API</translation>
    </message>
    <message>
      <source>Own</source>
      <translation>Eigen</translation>
    </message>
    <message>
      <source>Rent</source>
      <translation>Miete</translation>
    </message>
    <message>
      <source>No bill: %1</source>
      <translation>Keine Rechnung: %1</translation>
    </message>
    <message>
      <source>Owned cost per token must be at most 75% of the API's price.</source>
      <translation>Eigene Kosten pro Token dürfen höchstens 75% des API-Preises betragen.</translation>
    </message>
    <message>
      <source>Owned capacity idle at average load must stay at or below 15%.</source>
      <translation>Eigene Kapazität im Leerlauf darf bei Durchschnittslast höchstens 15% betragen.</translation>
    </message>
    <message>
      <source>$ per month</source>
      <translation>$ pro Monat</translation>
    </message>
    <message>
      <source>Margin %1× API</source>
      <translation>Marge %1× API</translation>
    </message>
    <message>
      <source>Own %1 (%2/1M) · rent %3 (%4/1M)&lt;br&gt;API %5 (%6/1M)</source>
      <translation>Eigen %1 (%2/1 Mio.) · Miete %3 (%4/1 Mio.)&lt;br&gt;API %5 (%6/1 Mio.)</translation>
    </message>
    <message>
      <source>Monthly bill</source>
      <translation>Monatsrechnung</translation>
    </message>
    <message>
      <source>The API may carry at most 10% of the tokens.</source>
      <translation>Die API darf höchstens 10% der Token übernehmen.</translation>
    </message>
    <message>
      <source>Idle capacity</source>
      <translation>Kapazität im Leerlauf</translation>
    </message>
    <message>
      <source>Overflow %1%</source>
      <translation>Überlauf %1%</translation>
    </message>
    <message>
      <source>Idle %1%</source>
      <translation>Leerlauf %1%</translation>
    </message>
    <message>
      <source>Carrying tokens</source>
      <translation>Für Token genutzt</translation>
    </message>
  </context>
  <context>
    <name>capstan::ui::PreferencesDialog</name>
    <message>
      <source>Dark</source>
      <translation>Dunkel</translation>
    </message>
    <message>
      <source>Light</source>
      <translation>Hell</translation>
    </message>
    <message>
      <source>&amp;Palette</source>
      <translation>&amp;Farbschema</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Sprache</translation>
    </message>
    <message>
      <source>Preferences</source>
      <translation>Einstellungen</translation>
    </message>
  </context>
  <context>
    <name>capstan::ui</name>
    <message>
      <source>GPUs</source>
      <translation>GPUs</translation>
    </message>
    <message>
      <source>catalog price</source>
      <translation>Katalogpreis</translation>
    </message>
    <message>
      <source>from daily users</source>
      <translation>aus täglichen Nutzern</translation>
    </message>
    <message>
      <source>Models</source>
      <translation>Modelle</translation>
    </message>
    <message>
      <source>fixed batch</source>
      <translation>feste Stapelgröße</translation>
    </message>
    <message>
      <source>not fixed</source>
      <translation>nicht fest</translation>
    </message>
    <message>
      <source>Use cases</source>
      <translation>Anwendungsfälle</translation>
    </message>
    <message>
      <source>KV memory caps the batch</source>
      <translation>KV-Speicher begrenzt die Stapelgröße</translation>
    </message>
    <message>
      <source>the SLO caps the batch</source>
      <translation>das SLO begrenzt die Stapelgröße</translation>
    </message>
    <message>
      <source>engine batch cap</source>
      <translation>Stapelgrenze der Engine</translation>
    </message>
    <message>
      <source>open loop</source>
      <translation>offener Kreis</translation>
    </message>
    <message>
      <source>from traffic</source>
      <translation>aus dem Verkehr</translation>
    </message>
    <message>
      <source>premium × owned</source>
      <translation>Aufschlag × Eigenbetrieb</translation>
    </message>
  </context>
  <context>
    <name>capstan::ui::PresetMenu</name>
    <message>
      <source>GPUs</source>
      <translation>GPUs</translation>
    </message>
    <message>
      <source>Models</source>
      <translation>Modelle</translation>
    </message>
    <message>
      <source>Use cases</source>
      <translation>Anwendungsfälle</translation>
    </message>
  </context>
  <context>
    <name>capstan::ui::MemoryChart</name>
    <message>
      <source>%1 seats (full context), %2 sustained; batch %3 runs; weights alone fill %4 GPU(s)</source>
      <translation>%1 Plätze (voller Kontext), %2 dauerhaft; Stapelgröße %3 läuft; die Gewichte allein füllen %4 GPU(s)</translation>
    </message>
    <message>
      <source>KV free</source>
      <translation>KV frei</translation>
    </message>
    <message>
      <source>KV in use</source>
      <translation>KV belegt</translation>
    </message>
    <message>
      <source>Workspace</source>
      <translation>Arbeitsbereich</translation>
    </message>
    <message>
      <source>Memory map of one GPU</source>
      <translation>Speicherbelegung einer GPU</translation>
    </message>
    <message>
      <source>Reserved</source>
      <translation>Reserviert</translation>
    </message>
    <message>
      <source>Weights</source>
      <translation>Gewichte</translation>
    </message>
    <message>
      <source>GPU (TP %1)</source>
      <translation>GPU (TP %1)</translation>
    </message>
    <message>
      <source>GB (10⁹ bytes)</source>
      <translation>GB (10⁹ Byte)</translation>
    </message>
    <message>
      <source>No memory map: %1</source>
      <translation>Keine Speicherbelegung: %1</translation>
    </message>
  </context>
  <context>
    <name>capstan::ui::MainWindow</name>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Datei</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Hilfe</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Beenden</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Rückgängig</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Ansicht</translation>
    </message>
    <message>
      <source>Save scenario</source>
      <translation>Szenario speichern</translation>
    </message>
    <message>
      <source>Cannot read %1: %2</source>
      <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
      <source>&amp;Save scenario as…</source>
      <translation>Szenario &amp;speichern unter…</translation>
    </message>
    <message>
      <source>Scenarios (*.json)</source>
      <translation>Szenarien (*.json)</translation>
    </message>
    <message>
      <source>Open %1</source>
      <translation>%1 öffnen</translation>
    </message>
    <message>
      <source>Capstan — %1</source>
      <translation>Capstan — %1</translation>
    </message>
    <message>
      <source>&amp;Presets</source>
      <translation>&amp;Vorlagen</translation>
    </message>
    <message>
      <source>Capacity</source>
      <translation>Kapazität</translation>
    </message>
    <message>
      <source>Results</source>
      <translation>Ergebnisse</translation>
    </message>
    <message>
      <source>Saved %1</source>
      <translation>%1 gespeichert</translation>
    </message>
    <message>
      <source>&amp;Open scenario…</source>
      <translation>Szenario ö&amp;ffnen…</translation>
    </message>
    <message>
      <source>&amp;Preferences…</source>
      <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
      <source>Cannot write %1: %2</source>
      <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
      <source>Capstan %1
LLM inference capacity planning.
GPL-3.0-or-later.</source>
      <translation>Capstan %1
Kapazitätsplanung für LLM-Inferenz.
GPL-3.0-or-later.</translation>
    </message>
    <message>
      <source>Fleet and sensitivity</source>
      <translation>Flotte und Sensitivität</translation>
    </message>
    <message>
      <source>About Capstan</source>
      <translation>Über Capstan</translation>
    </message>
    <message>
      <source>&amp;About Capstan</source>
      <translation>Ü&amp;ber Capstan</translation>
    </message>
    <message>
      <source>Open scenario</source>
      <translation>Szenario öffnen</translation>
    </message>
    <message>
      <source>&amp;Export chart…</source>
      <translation>Diagramm &amp;exportieren…</translation>
    </message>
    <message>
      <source>Export &amp;deck…</source>
      <translation>&amp;Foliensatz exportieren…</translation>
    </message>
  </context>
  <context>
    <name>capstan::ui::FleetChart</name>
    <message>
      <source>Churn</source>
      <translation>Fluktuation</translation>
    </message>
    <message>
      <source>day window (±5%)</source>
      <translation>Tagesfenster (±5%)</translation>
    </message>
    <message>
      <source>simulating…</source>
      <translation>Simulation läuft…</translation>
    </message>
    <message>
      <source>Convergence %1%</source>
      <translation>Konvergenz %1%</translation>
    </message>
    <message>
      <source>Idle rent</source>
      <translation>Miete im Leerlauf</translation>
    </message>
    <message>
      <source>Capacity %1%</source>
      <translation>Kapazität %1%</translation>
    </message>
    <message>
      <source>$ per month</source>
      <translation>$ pro Monat</translation>
    </message>
    <message>
      <source>This month</source>
      <translation>Dieser Monat</translation>
    </message>
    <message>
      <source>hour window (±25%)</source>
      <translation>Stundenfenster (±25%)</translation>
    </message>
    <message>
      <source>A month of a rented pool</source>
      <translation>Ein Monat eines gemieteten Pools</translation>
    </message>
    <message>
      <source>evict </source>
      <translation>räumen </translation>
    </message>
    <message>
      <source>Rent that moved tokens</source>
      <translation>Miete mit Token-Last</translation>
    </message>
    <message>
      <source>This month %1 · ideal %2&lt;br&gt;%3 of %4 cards run; covers %5 of %6 tok/s; %7 evicted, %8 wrongly</source>
      <translation>Dieser Monat %1 · ideal %2&lt;br&gt;%3 von %4 Karten laufen; deckt %5 von %6 tok/s; %7 geräumt, %8 davon fälschlich</translation>
    </message>
    <message>
      <source>Wrong evictions %1%</source>
      <translation>Fehlräumungen %1%</translation>
    </message>
    <message>
      <source>week window (±2%)</source>
      <translation>Wochenfenster (±2%)</translation>
    </message>
    <message>
      <source>Ideal operator</source>
      <translation>Idealer Betreiber</translation>
    </message>
    <message>
      <source>Golden idler</source>
      <translation>Goldener Leerläufer</translation>
    </message>
    <message>
      <source>Golden idler, fixed (steady mode)</source>
      <translation>Goldener Leerläufer, behoben (Stetigmodus)</translation>
    </message>
    <message>
      <source>Noise evictor</source>
      <translation>Rausch-Verdränger</translation>
    </message>
    <message>
      <source>Noise evictor, fixed (day window, 10%)</source>
      <translation>Rausch-Verdränger, behoben (Tagesfenster, 10 %)</translation>
    </message>
    <message>
      <source>Bargain shortfall</source>
      <translation>Schnäppchen-Engpass</translation>
    </message>
    <message>
      <source>Bargain shortfall, fixed (flagships)</source>
      <translation>Schnäppchen-Engpass, behoben (Spitzenkarten)</translation>
    </message>
    <message>
      <source>Delivered tokens against demand: sees a rate shortage no eviction repairs; blind to cost.</source>
      <translation>Gelieferte Tokens gegenüber der Nachfrage: erkennt einen Ratenmangel, den keine Verdrängung behebt; blind für Kosten.</translation>
    </message>
    <message>
      <source>The ideal operator's bill over this bill: sees idle warm cards and churn; blind to a shortage.</source>
      <translation>Die Rechnung des idealen Betreibers im Verhältnis zu dieser Rechnung: erkennt warme Karten im Leerlauf und Wechselkosten; blind für einen Engpass.</translation>
    </message>
    <message>
      <source>Evicted cards at or above the fleet's median true rate: a wrong eviction refunds nothing; blind to cost and capacity.</source>
      <translation>Verdrängte Karten mit einer wahren Rate auf oder über dem Median der Flotte: eine falsche Verdrängung erstattet nichts; blind für Kosten und Kapazität.</translation>
    </message>
  </context>
  <context>
    <name>capstan::ui::ParameterPanel</name>
    <message>
      <source>Model</source>
      <translation>Modell</translation>
    </message>
    <message>
      <source>Money</source>
      <translation>Kosten</translation>
    </message>
    <message>
      <source>Deployment</source>
      <translation>Bereitstellung</translation>
    </message>
    <message>
      <source>Latency SLO</source>
      <translation>Latenz-SLO</translation>
    </message>
    <message>
      <source>Workload</source>
      <translation>Arbeitslast</translation>
    </message>
    <message>
      <source>Hardware</source>
      <translation>Hardware</translation>
    </message>
  </context>
  <context>
    <name>capstan::ui::TornadoChart</name>
    <message>
      <source>No sensitivity: %1</source>
      <translation>Keine Sensitivität: %1</translation>
    </message>
    <message>
      <source>Computing the sensitivity…</source>
      <translation>Sensitivität wird berechnet…</translation>
    </message>
    <message>
      <source>Sensitivity: each input ±20%</source>
      <translation>Sensitivität: jede Eingabe ±20%</translation>
    </message>
    <message>
      <source>refining…</source>
      <translation>wird verfeinert…</translation>
    </message>
    <message>
      <source>Change in the owned bill ($/month)</source>
      <translation>Änderung der eigenen Rechnung ($/Monat)</translation>
    </message>
    <message>
      <source>input −20%</source>
      <translation>Eingabe −20%</translation>
    </message>
    <message>
      <source>input +20%</source>
      <translation>Eingabe +20%</translation>
    </message>
    <message>
      <source>%1  (%2→%3 GPUs)</source>
      <translation>%1  (%2→%3 GPUs)</translation>
    </message>
  </context>
  <context>
    <name>capstan::ui::LatencyChart</name>
    <message>
      <source>Analytic estimate (dashed); simulating…</source>
      <translation>Analytische Schätzung (gestrichelt); Simulation läuft…</translation>
    </message>
    <message>
      <source>SLO %1 ms</source>
      <translation>SLO %1 ms</translation>
    </message>
    <message>
      <source>analytic estimate; simulating…</source>
      <translation>analytische Schätzung; Simulation läuft…</translation>
    </message>
    <message>
      <source>No latency to draw: %1</source>
      <translation>Keine Latenz darstellbar: %1</translation>
    </message>
    <message>
      <source>Time to first token (ms)</source>
      <translation>Zeit bis zum ersten Token (ms)</translation>
    </message>
    <message>
      <source>Time per output token (ms)</source>
      <translation>Zeit pro Ausgabe-Token (ms)</translation>
    </message>
    <message>
      <source>Unstable at the peak rate: the queue grows without bound on %1 replicas (%2).</source>
      <translation>Instabil bei Spitzenrate: Die Warteschlange wächst auf %1 Replikas unbegrenzt (%2).</translation>
    </message>
    <message>
      <source>simulated</source>
      <translation>simuliert</translation>
    </message>
    <message>
      <source>Latency at peak: TTFT and TPOT</source>
      <translation>Latenz bei Spitzenlast: TTFT und TPOT</translation>
    </message>
    <message>
      <source>Share of requests</source>
      <translation>Anteil der Anfragen</translation>
    </message>
    <message>
      <source>Simulated: %1 requests, %2 replicas, %3 req/s; p99 TTFT ±%4 ms (95% CI)</source>
      <translation>Simuliert: %1 Anfragen, %2 Replikas, %3 req/s; p99 TTFT ±%4 ms (95%-KI)</translation>
    </message>
    <message>
      <source>The peak rate reaches the fleet's saturation (%1 req/s): no finite tail.</source>
      <translation>Die Spitzenrate erreicht die Sättigung der Flotte (%1 req/s): keine endliche Tail-Latenz.</translation>
    </message>
    <message>
      <source>SLO %1 ms →</source>
      <translation>SLO %1 ms →</translation>
    </message>
  </context>
  <context>
    <name>capstan::ui::Evaluator</name>
    <message>
      <source>Analytic model</source>
      <translation>Analytisches Modell</translation>
    </message>
    <message>
      <source>Simulated p%1: the SLO is not met</source>
      <translation>Simuliertes p%1: das SLO wird nicht eingehalten</translation>
    </message>
    <message>
      <source>Analytic model; refining with the simulator…</source>
      <translation>Analytisches Modell; Verfeinerung mit dem Simulator…</translation>
    </message>
    <message>
      <source>Analytic model (percentile sizing unavailable)</source>
      <translation>Analytisches Modell (Perzentil-Dimensionierung nicht verfügbar)</translation>
    </message>
    <message>
      <source>Sized by simulated p%1</source>
      <translation>Dimensioniert nach simuliertem p%1</translation>
    </message>
  </context>
  <context>
    <name>capstan::ui::KneeChart</name>
    <message>
      <source>seat cap %1 (KV full)</source>
      <translation>Platzgrenze %1 (KV voll)</translation>
    </message>
    <message>
      <source>TPOT SLO %1 ms:
slower than promised </source>
      <translation>TPOT-SLO %1 ms:
langsamer als zugesagt </translation>
    </message>
    <message>
      <source>%1, %2-bit on %3</source>
      <translation>%1, %2 Bit auf %3</translation>
    </message>
    <message>
      <source>Bandwidth-bound to the cap; %1</source>
      <translation>Bis zur Grenze bandbreitenbegrenzt; %1</translation>
    </message>
    <message>
      <source>Overlay precisions</source>
      <translation>Genauigkeiten überlagern</translation>
    </message>
    <message>
      <source>Operating point</source>
      <translation>Betriebspunkt</translation>
    </message>
    <message>
      <source>No overlay</source>
      <translation>Keine Überlagerung</translation>
    </message>
    <message>
      <source>Throughput–latency knee</source>
      <translation>Knie der Durchsatz-Latenz-Kurve</translation>
    </message>
    <message>
      <source>Per-user speed (tokens/s) — faster to the right</source>
      <translation>Geschwindigkeit pro Nutzer (Token/s) — nach rechts schneller</translation>
    </message>
    <message>
      <source>  operating point: batch %1  
  %2 tok/s, %3 tok/s per user  
  %4  </source>
      <translation>  Betriebspunkt: Stapelgröße %1  
  %2 tok/s, %3 tok/s pro Nutzer  
  %4  </translation>
    </message>
    <message>
      <source>%1-bit weights</source>
      <translation>%1-Bit-Gewichte</translation>
    </message>
    <message>
      <source>Replica throughput (output tokens/s)</source>
      <translation>Durchsatz pro Replika (Ausgabe-Token/s)</translation>
    </message>
    <message>
      <source>engine cap %1</source>
      <translation>Engine-Grenze %1</translation>
    </message>
    <message>
      <source>No knee to draw: %1</source>
      <translation>Kein Knie darstellbar: %1</translation>
    </message>
    <message>
      <source>Overlay GPUs</source>
      <translation>GPUs überlagern</translation>
    </message>
    <message>
      <source>Ridge at batch %1; %2</source>
      <translation>Knickpunkt bei Stapelgröße %1; %2</translation>
    </message>
  </context>
  <context>
    <name>capstan::ui::DemandChart</name>
    <message>
      <source>Demand against capacity over a day (core and flex)</source>
      <translation>Nachfrage gegen Kapazität über einen Tag (Basis und Flex)</translation>
    </message>
    <message>
      <source>Demand</source>
      <translation>Nachfrage</translation>
    </message>
    <message>
      <source>On-demand flex</source>
      <translation>On-Demand-Flex</translation>
    </message>
    <message>
      <source>Spot flex</source>
      <translation>Spot-Flex</translation>
    </message>
    <message>
      <source>Owned/reserved baseline</source>
      <translation>Eigene/reservierte Basis</translation>
    </message>
    <message>
      <source>Hour of the day</source>
      <translation>Stunde des Tages</translation>
    </message>
    <message>
      <source>No core-and-flex plan for this scenario.</source>
      <translation>Kein Basis-und-Flex-Plan für dieses Szenario.</translation>
    </message>
    <message>
      <source>Overflow %1%</source>
      <translation>Überlauf %1%</translation>
    </message>
    <message>
      <source>API overflow</source>
      <translation>API-Überlauf</translation>
    </message>
    <message>
      <source>No demand curve: %1</source>
      <translation>Keine Nachfragekurve: %1</translation>
    </message>
    <message>
      <source>Baseline capacity</source>
      <translation>Basiskapazität</translation>
    </message>
    <message>
      <source>Idle %1%</source>
      <translation>Leerlauf %1%</translation>
    </message>
    <message>
      <source>Tokens/s (input + output)</source>
      <translation>Token/s (Eingabe + Ausgabe)</translation>
    </message>
    <message>
      <source>Margin %1%</source>
      <translation>Marge %1%</translation>
    </message>
    <message>
      <source>Demand against capacity over a day: %1 baseline cards (cheapest), %2 a month, %3/1M</source>
      <translation>Nachfrage gegen Kapazität über einen Tag: %1 Basiskarten (günstigste), %2 pro Monat, %3/1 Mio.</translation>
    </message>
    <message>
      <source>Baseline capacity that moved no tokens over the horizon (at most 15%): sees a baseline bought ahead of demand; blind to price.</source>
      <translation>Grundlastkapazität, die über den Zeitraum keine Tokens bewegt hat (höchstens 15 %): erkennt eine Grundlast, die vor der Nachfrage gekauft wurde; blind für den Preis.</translation>
    </message>
    <message>
      <source>The blended bill over what the API would bill for the same tokens (at most 75%): blind to where the money went.</source>
      <translation>Die Mischrechnung im Verhältnis zu dem, was die API für dieselben Tokens berechnen würde (höchstens 75 %): blind dafür, wohin das Geld geflossen ist.</translation>
    </message>
    <message>
      <source>API share of the tokens (at most 10%): sees overflow swallowing the month; blind to idle cards.</source>
      <translation>API-Anteil der Tokens (höchstens 10 %): erkennt einen Überlauf, der den Monat verschluckt; blind für Karten im Leerlauf.</translation>
    </message>
  </context>
  <context>
    <name>capstan::ui::ScenarioDocument</name>
    <message>
      <source>Set %1 to %2</source>
      <translation>%1 auf %2 setzen</translation>
    </message>
  </context>
  <context>
    <name>capstan::ui::Deck</name>
    <message>
      <source>Capstan · LLM inference capacity planning</source>
      <translation>Capstan · Kapazitätsplanung für LLM-Inferenz</translation>
    </message>
  </context>
</TS>
