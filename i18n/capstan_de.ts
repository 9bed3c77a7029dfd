<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <source>Operating batch</source>
        <translation type="obsolete">Stapelgröße im Betrieb</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation type="obsolete">Sequenzen</translation>
    </message>
    <message>
        <source>TPOT at the operating point</source>
        <translation type="obsolete">TPOT im Betriebspunkt</translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="obsolete">ms</translation>
    </message>
    <message>
        <source>TTFT (analytic)</source>
        <translation type="obsolete">TTFT (analytisch)</translation>
    </message>
    <message>
        <source>Single-user speed</source>
        <translation type="obsolete">Geschwindigkeit bei einem Nutzer</translation>
    </message>
    <message>
        <source>tok/s</source>
        <translation type="obsolete">tok/s</translation>
    </message>
    <message>
        <source>Seats per replica</source>
        <translation type="obsolete">Plätze pro Replika</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="obsolete">Token</translation>
    </message>
    <message>
        <source>Owned fleet</source>
        <translation type="obsolete">Eigene Flotte</translation>
    </message>
    <message>
        <source>$/month</source>
        <translation type="obsolete">$/Monat</translation>
    </message>
    <message>
        <source>Rented fleet</source>
        <translation type="obsolete">Gemietete Flotte</translation>
    </message>
    <message>
        <source>API</source>
        <translation type="obsolete">API</translation>
    </message>
    <message>
        <source>× API</source>
        <translation type="obsolete">× API</translation>
    </message>
</context>
<context>
    <name>ChartCaptions</name>
    <message>
        <location filename="../ui/export/chart_captions.cpp" line="40"/>
        <source>Pool story “%1”: bill %2 against the ideal operator’s %3; covers %4 % of demand</source>
        <translation>Pool-Beispiel „%1“: Rechnung %2 gegenüber %3 beim idealen Betreiber; deckt %4 % der Nachfrage</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_captions.cpp" line="50"/>
        <source>%1 months at %2 % a month: %3 → %4 committed cards on %5-month terms, %6 in all (%7 per 1M tokens); cheapest term %8 months</source>
        <translation>%1 Monate bei %2 % pro Monat: %3 → %4 gebundene Karten bei %5 Monaten Laufzeit, %6 insgesamt (%7 pro 1 Mio. Token); günstigste Laufzeit %8 Monate</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_captions.cpp" line="66"/>
        <source>Operating point: batch %1, %2 tok/s per replica at %3 tok/s per user; ridge at batch %4; TPOT SLO %5 ms</source>
        <translation>Betriebspunkt: Stapelgröße %1, %2 tok/s pro Replika bei %3 tok/s pro Nutzer; Knickpunkt bei Stapelgröße %4; TPOT-SLO %5 ms</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_captions.cpp" line="73"/>
        <source>Weights %1 GB and KV room %2 GB per GPU (TP %3); %4 seats at full context, %5 sustained</source>
        <translation>Gewichte %1 GB und KV-Platz %2 GB pro GPU (TP %3); %4 Plätze bei vollem Kontext, %5 dauerhaft</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_captions.cpp" line="81"/>
        <source>simulated</source>
        <translation>simuliert</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_captions.cpp" line="81"/>
        <source>analytic</source>
        <translation>analytisch</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_captions.cpp" line="82"/>
        <source>SLO at p%1: TTFT ≤ %2 ms, TPOT ≤ %3 ms; the peak rate on %4 GPUs, %5</source>
        <translation>SLO bei p%1: TTFT ≤ %2 ms, TPOT ≤ %3 ms; Spitzenrate auf %4 GPUs, %5</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_captions.cpp" line="88"/>
        <source>%1 GPUs: own %2/month (%3 per 1M tokens), rent %4, API %5; %6 % utilized</source>
        <translation>%1 GPUs: eigen %2/Monat (%3 pro 1 Mio. Token), Miete %4, API %5; %6 % ausgelastet</translation>
    </message>
    <message>
        <location filename="../ui/export/chart_captions.cpp" line="100"/>
        <source>Widest swing: %1 moves the owned bill from %2 to %3 (%4 to %5 GPUs); base %6/month</source>
        <translation>Größter Ausschlag: %1 bewegt die eigene Rechnung von %2 bis %3 (%4 bis %5 GPUs); Ausgangswert %6/Monat</translation>
    </message>
</context>
<context>
    <name>ComparisonTable</name>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="84"/>
        <source>KV memory</source>
        <translation>KV-Speicher</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="85"/>
        <source>latency SLO</source>
        <translation>Latenz-SLO</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="86"/>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="87"/>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="106"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="107"/>
        <source>Replicas</source>
        <translation>Replikas</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="107"/>
        <source>replicas</source>
        <translation>Replikas</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="109"/>
        <source>Operating batch</source>
        <translation>Stapelgröße im Betrieb</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="109"/>
        <location filename="../ui/export/comparison_table.cpp" line="119"/>
        <source>sequences</source>
        <translation>Sequenzen</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="111"/>
        <source>TPOT at the operating point</source>
        <translation>TPOT im Betriebspunkt</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="111"/>
        <location filename="../ui/export/comparison_table.cpp" line="113"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="113"/>
        <source>TTFT (analytic)</source>
        <translation>TTFT (analytisch)</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="115"/>
        <source>Single-user speed</source>
        <translation>Geschwindigkeit bei einem Nutzer</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="115"/>
        <source>tok/s</source>
        <translation>tok/s</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="117"/>
        <source>Replica capacity</source>
        <translation>Kapazität pro Replika</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="117"/>
        <source>output tok/s</source>
        <translation>Ausgabe-tok/s</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="119"/>
        <source>Seats per replica</source>
        <translation>Plätze pro Replika</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="121"/>
        <source>Tokens per day</source>
        <translation>Token pro Tag</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="121"/>
        <source>tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="123"/>
        <source>Owned fleet</source>
        <translation>Eigene Flotte</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="123"/>
        <location filename="../ui/export/comparison_table.cpp" line="125"/>
        <location filename="../ui/export/comparison_table.cpp" line="127"/>
        <source>$/month</source>
        <translation>$/Monat</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="125"/>
        <source>Rented fleet</source>
        <translation>Gemietete Flotte</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="127"/>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="129"/>
        <source>Owned $ per 1M tokens</source>
        <translation>$ pro 1 Mio. Token (eigen)</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="129"/>
        <location filename="../ui/export/comparison_table.cpp" line="131"/>
        <location filename="../ui/export/comparison_table.cpp" line="133"/>
        <source>$/1M tokens</source>
        <translation>$/1 Mio. Token</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="131"/>
        <source>Rented $ per 1M tokens</source>
        <translation>$ pro 1 Mio. Token (Miete)</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="133"/>
        <source>API $ per 1M tokens</source>
        <translation>$ pro 1 Mio. Token (API)</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="135"/>
        <source>Idle capacity (≤ 15 %)</source>
        <translation>Leerlaufkapazität (≤ 15 %)</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="137"/>
        <source>Margin vs API (≤ 0.75)</source>
        <translation>Marge ggü. API (≤ 0,75)</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="137"/>
        <source>× API</source>
        <translation>× API</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="139"/>
        <source>Overflow to API (≤ 10 %)</source>
        <translation>Überlauf zur API (≤ 10 %)</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="175"/>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="232"/>
        <source>Feasible</source>
        <translation>Umsetzbar</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="235"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../ui/export/comparison_table.cpp" line="257"/>
        <source>Binding constraint</source>
        <translation>Maßgebliche Grenze</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_writer.cpp" line="67"/>
        <source>This chart cannot be drawn for this scenario.</source>
        <translation>Dieses Diagramm ist für dieses Szenario nicht darstellbar.</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_writer.cpp" line="111"/>
        <source>Scenario comparison</source>
        <translation>Szenariovergleich</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_writer.cpp" line="115"/>
        <source>Headline inputs and outputs, and every input that differs; changes against %1</source>
        <translation>Wichtigste Eingaben und Ergebnisse sowie jede abweichende Eingabe; Änderungen gegenüber %1</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_writer.cpp" line="118"/>
        <source>Headline inputs and outputs</source>
        <translation>Wichtigste Eingaben und Ergebnisse</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_writer.cpp" line="130"/>
        <location filename="../ui/export/table_export.cpp" line="72"/>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_writer.cpp" line="140"/>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_writer.cpp" line="141"/>
        <source>Outputs</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location filename="../ui/export/table_export.cpp" line="55"/>
        <source>delta %1</source>
        <translation>Delta %1</translation>
    </message>
    <message>
        <location filename="../ui/export/table_export.cpp" line="72"/>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../ui/export/table_export.cpp" line="78"/>
        <source>Δ vs %1</source>
        <translation>Δ ggü. %1</translation>
    </message>
    <message>
        <location filename="../ui/export/table_export.cpp" line="88"/>
        <source>**Inputs**</source>
        <translation>**Eingaben**</translation>
    </message>
    <message>
        <location filename="../ui/export/table_export.cpp" line="89"/>
        <source>**Outputs**</source>
        <translation>**Ergebnisse**</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <location filename="../ui/export/deck_builder.cpp" line="31"/>
        <source>A rented pool preset, independent of the scenario</source>
        <translation>Vorlage für einen gemieteten Pool, unabhängig vom Szenario</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_builder.cpp" line="71"/>
        <source>%1 × %2 for %3 at %4-bit weights: %5 a month owned</source>
        <translation>%1 × %2 für %3 mit %4-Bit-Gewichten: %5 pro Monat im Eigenbetrieb</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_builder.cpp" line="79"/>
        <source>Baseline %1: %2</source>
        <translation>Basis %1: %2</translation>
    </message>
</context>
<context>
    <name>ProvenanceText</name>
    <message>
        <source>%1, user-entered</source>
        <translation>%1, selbst eingegeben</translation>
    </message>
    <message>
        <source>%1 It stands on a GPU or model you entered.</source>
        <translation>%1 Die Zahl beruht auf einer selbst eingegebenen GPU oder einem selbst eingegebenen Modell.</translation>
    </message>
    <message>
        <location filename="../analysis/provenance_text.cpp" line="94"/>
        <source>Typical model error for latency: ±%1% (%2 held-out published rows)</source>
        <translation>Typischer Modellfehler bei Latenz: ±%1% (%2 zurückgehaltene veröffentlichte Messungen)</translation>
    </message>
    <message>
        <location filename="../analysis/provenance_text.cpp" line="94"/>
        <source>Typical model error for throughput: ±%1% (%2 held-out published rows)</source>
        <translation>Typischer Modellfehler beim Durchsatz: ±%1% (%2 zurückgehaltene veröffentlichte Messungen)</translation>
    </message>
    <message>
        <location filename="../analysis/provenance_text.cpp" line="94"/>
        <source>Typical model error for %1 latency: ±%2% (%3 held-out published rows)</source>
        <translation>Typischer Modellfehler bei %1-Latenz: ±%2% (%3 zurückgehaltene veröffentlichte Messungen)</translation>
    </message>
    <message>
        <location filename="../analysis/provenance_text.cpp" line="94"/>
        <source>Typical model error for %1 throughput: ±%2% (%3 held-out published rows)</source>
        <translation>Typischer Modellfehler beim %1-Durchsatz: ±%2% (%3 zurückgehaltene veröffentlichte Messungen)</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="24"/>
        <source>input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="25"/>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="26"/>
        <source>datasheet, factors by hand</source>
        <translation>Datenblatt, Faktoren manuell</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="26"/>
        <source>datasheet</source>
        <translation>Datenblatt</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="27"/>
        <source>calibrated: %1</source>
        <translation>kalibriert: %1</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="30"/>
        <source>simulated %1</source>
        <translation>simuliert %1</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="30"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="38"/>
        <source>the roofline calibrated by profile “%1”</source>
        <translation>Roofline-Modell, kalibriert mit Profil „%1“</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="39"/>
        <source>the datasheet roofline with efficiency factors set by hand</source>
        <translation>Roofline-Modell laut Datenblatt mit manuell gesetzten Effizienzfaktoren</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="40"/>
        <source>the datasheet roofline with the default efficiency factors</source>
        <translation>Roofline-Modell laut Datenblatt mit den Standard-Effizienzfaktoren</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="48"/>
        <source>An input, shown as set.</source>
        <translation>Eine Eingabe, wie eingestellt angezeigt.</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="50"/>
        <source>Exact arithmetic on the model&apos;s configuration and the inputs: nothing measured or modelled.</source>
        <translation>Exakte Berechnung aus Modellkonfiguration und Eingaben: nichts gemessen oder modelliert.</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="53"/>
        <source>From %1.</source>
        <translation>Grundlage: %1.</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="56"/>
        <source>Simulated p%1 %2 with a 95% confidence interval of ±%3 ms; step times from %4.</source>
        <translation>Simuliertes p%1 %2 mit einem 95-%-Konfidenzintervall von ±%3 ms; Schrittzeiten: %4.</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="60"/>
        <source>Follows from the fleet size. %1</source>
        <translation>Ergibt sich aus der Flottengröße. %1</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="70"/>
        <source>the inputs</source>
        <translation>die Eingaben</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="71"/>
        <source>exact arithmetic on the model&apos;s configuration and the inputs</source>
        <translation>exakte Berechnung aus Modellkonfiguration und Eingaben</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="75"/>
        <source>simulated p%1 %2, ±%3 ms (95% CI), on %4</source>
        <translation>simuliertes p%1 %2, ±%3 ms (95%-KI), Grundlage: %4</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="79"/>
        <source>Source: the fleet size, from %1</source>
        <translation>Quelle: Flottengröße; Grundlage: %1</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="79"/>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="85"/>
        <source>Source: request-level simulation; step times from %1.</source>
        <translation>Quelle: Simulation auf Anfrageebene; Schrittzeiten: %1.</translation>
    </message>
    <message>
        <location filename="../ui/provenance_text.cpp" line="86"/>
        <source>Source: analytic estimate on %1; the simulation follows.</source>
        <translation>Quelle: analytische Schätzung, Grundlage: %1; die Simulation folgt.</translation>
    </message>
</context>
<context>
    <name>capstan::inputs</name>
    <message>
        <source>Purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>What one card costs to buy, the capital outlay per owned card; 0 = the catalog&apos;s (stated by its source, else derived from its card-month).</source>
        <translation>Was eine Karte im Kauf kostet, der Kapitaleinsatz je eigener Karte; 0 = der des Katalogs (von seiner Quelle genannt, sonst aus seinem Kartenmonat abgeleitet).</translation>
    </message>
    <message>
        <source>USD/GPU</source>
        <translation>USD/GPU</translation>
    </message>
    <message>
        <source>Amortization</source>
        <translation>Abschreibung</translation>
    </message>
    <message>
        <source>Months a purchase is written off over; the owned card-month carries purchase / months (the catalog assumes 36).</source>
        <translation>Monate, über die ein Kauf abgeschrieben wird; der eigene Kartenmonat trägt Kaufpreis / Monate (der Katalog rechnet mit 36).</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
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
        <source>Pipeline parallelism</source>
        <translation>Pipeline-Parallelität</translation>
    </message>
    <message>
        <source>Pipeline stages per replica, tp GPUs each: splits the layers (and their weights and KV); a token passes every stage, so it never lowers the batch-1 time per token.</source>
        <translation>Pipeline-Stufen je Replika mit je tp GPUs: teilt die Schichten (mit ihren Gewichten und ihrem KV); ein Token durchläuft jede Stufe, daher sinkt die Zeit pro Token bei Batch 1 nie.</translation>
    </message>
    <message>
        <source>Expert parallelism</source>
        <translation>Experten-Parallelität</translation>
    </message>
    <message>
        <source>MoE models: GPUs each stage spreads its routed experts over, whole (1 = sliced by TP). A multiple of tp; above tp the attention runs data-parallel in ep/tp groups and every MoE layer exchanges its tokens by all-to-all.</source>
        <translation>MoE-Modelle: GPUs, auf die jede Stufe ihre gerouteten Experten ganz verteilt (1 = per TP geteilt). Ein Vielfaches von tp; darüber läuft die Attention datenparallel in ep/tp Gruppen, und jede MoE-Schicht tauscht ihre Tokens per All-to-All.</translation>
    </message>
    <message>
        <source>stages</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <source>Disaggregated prefill</source>
        <translation>Getrenntes Prefill</translation>
    </message>
    <message>
        <source>Run prompts on a separate pool of prefill replicas and answers on the decode replicas; each request&apos;s KV crosses the network between them, and decode steps carry no prompts.</source>
        <translation>Prompts laufen auf einem eigenen Pool von Prefill-Repliken, Antworten auf den Decode-Repliken; der KV jeder Anfrage wandert über das Netz von einem zum anderen, und Decode-Schritte tragen keine Prompts.</translation>
    </message>
    <message>
        <source>Prefill tensor parallelism</source>
        <translation>Prefill-Tensorparallelität</translation>
    </message>
    <message>
        <source>Disaggregated: GPUs one prefill replica spans (0 = deploy.tp). More GPUs per prompt cut its time to first token.</source>
        <translation>Getrennt: GPUs einer Prefill-Replik (0 = deploy.tp). Mehr GPUs je Prompt verkürzen die Zeit bis zum ersten Token.</translation>
    </message>
    <message>
        <source>Prefill pool load</source>
        <translation>Auslastung des Prefill-Pools</translation>
    </message>
    <message>
        <source>Disaggregated: the prefill pool&apos;s utilisation at the peak rate. It sizes the pool, and so the prefill:decode ratio; lower queues less before the first token.</source>
        <translation>Getrennt: Auslastung des Prefill-Pools bei Spitzenlast. Sie bestimmt seine Größe und damit das Verhältnis Prefill:Decode; weniger Auslastung heißt weniger Warten vor dem ersten Token.</translation>
    </message>
    <message>
        <source>KV hand-off latency</source>
        <translation>Latenz der KV-Übergabe</translation>
    </message>
    <message>
        <source>Disaggregated: fixed cost of moving one request&apos;s KV from prefill to decode (connector handshake and block tables), beside its bytes at the network&apos;s bandwidth.</source>
        <translation>Getrennt: feste Kosten, den KV einer Anfrage vom Prefill zum Decode zu bringen (Handshake des Connectors, Blocktabellen), zusätzlich zu seinen Bytes bei der Bandbreite des Netzes.</translation>
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
        <source>First-token latency</source>
        <translation>Latenz des ersten Tokens</translation>
    </message>
    <message>
        <source>Fixed time every request&apos;s first token pays beside its prompt&apos;s step: admission and KV blocks, sampling, and the serving path in and out (tokenizer, HTTP). It adds to the time to first token and the end-to-end latency, not to the time per output token.</source>
        <translation>Feste Zeit, die das erste Token jeder Anfrage neben dem Schritt ihres Prompts zahlt: Aufnahme und KV-Blöcke, Sampling sowie der Weg durch den Server hin und zurück (Tokenizer, HTTP). Sie erhöht die Zeit bis zum ersten Token und die Gesamtlatenz, nicht die Zeit pro Ausgabe-Token.</translation>
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
        <source>Knee overlay</source>
        <translation>Knie-Überlagerung</translation>
    </message>
    <message>
        <source>What the knee chart lays over the scenario&apos;s curve: none, the other precisions or the other GPUs.</source>
        <translation>Was das Knie-Diagramm über die Kurve des Szenarios legt: nichts, die anderen Genauigkeiten oder die anderen GPUs.</translation>
    </message>
    <message>
        <source>Plan horizon</source>
        <translation>Planungszeitraum</translation>
    </message>
    <message>
        <source>Months the plan runs.</source>
        <translation>Monate, über die der Plan läuft.</translation>
    </message>
    <message>
        <source>Contract length</source>
        <translation>Vertragslaufzeit</translation>
    </message>
    <message>
        <source>How long each baseline purchase of the plan is committed for; longer terms cost less a month.</source>
        <translation>Wie lange jeder Basiskauf des Plans gebunden ist; längere Laufzeiten kosten weniger pro Monat.</translation>
    </message>
    <message>
        <source>Demand growth</source>
        <translation>Nachfragewachstum</translation>
    </message>
    <message>
        <source>Compound growth of the plan&apos;s demand per month.</source>
        <translation>Monatliches exponentielles Wachstum der Nachfrage des Plans.</translation>
    </message>
    <message>
        <source>Pool story</source>
        <translation>Pool-Szenario</translation>
    </message>
    <message>
        <source>The rented pool&apos;s month the fleet chart shows; choosing one sets its scoring window and eviction share.</source>
        <translation>Der Monat des gemieteten Pools, den das Flottendiagramm zeigt; die Wahl setzt auch Bewertungsfenster und Räumungsanteil.</translation>
    </message>
    <message>
        <source>Scoring window</source>
        <translation>Bewertungsfenster</translation>
    </message>
    <message>
        <source>The window cards are scored through: hour (+-25% error), day (+-5%) or week (+-2%).</source>
        <translation>Das Fenster, über das Karten bewertet werden: Stunde (±25 % Fehler), Tag (±5 %) oder Woche (±2 %).</translation>
    </message>
    <message>
        <source>Eviction share</source>
        <translation>Räumungsanteil</translation>
    </message>
    <message>
        <source>Share of the pool&apos;s cards evicted each scoring round.</source>
        <translation>Anteil der Karten des Pools, der in jeder Bewertungsrunde geräumt wird.</translation>
    </message>
    <message>
        <source>months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>pro Monat</translation>
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
        <source>API input</source>
        <translation>API-Eingabe</translation>
    </message>
    <message>
        <source>API cached input</source>
        <translation>API-Cache-Eingabe</translation>
    </message>
    <message>
        <source>API output</source>
        <translation>API-Ausgabe</translation>
    </message>
    <message>
        <source>Price sheet: uncached prompt tokens per million; with the output price set it replaces the blended price; 0 = blended.</source>
        <translation>Preisliste: ungecachte Prompt-Token pro Million; zusammen mit dem Ausgabepreis ersetzt er den Mischpreis; 0 = Mischpreis.</translation>
    </message>
    <message>
        <source>Price sheet: prompt tokens served from the provider&apos;s cache (the hit rate&apos;s share) per million; 0 = the input price.</source>
        <translation>Preisliste: Prompt-Token aus dem Cache des Anbieters (Anteil der Trefferquote) pro Million; 0 = der Eingabepreis.</translation>
    </message>
    <message>
        <source>Price sheet: answer tokens per million; with the input price set it replaces the blended price; 0 = blended.</source>
        <translation>Preisliste: Antwort-Token pro Million; zusammen mit dem Eingabepreis ersetzt er den Mischpreis; 0 = Mischpreis.</translation>
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
        <source>Rented card-month over the owned floor (the cloud&apos;s margin, about 1.35).</source>
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
        <source>Per-expert step cost</source>
        <translation>Schrittkosten pro Experte</translation>
    </message>
    <message>
        <source>Fixed time per routed expert a step touches, in every MoE layer: its tile of the grouped GEMM is scheduled, padded and reduced whatever few tokens it holds.</source>
        <translation>Feste Zeit je gerouteten Experten, den ein Schritt berührt, in jeder MoE-Schicht: seine Kachel des gruppierten GEMM wird geplant, aufgefüllt und reduziert, wie wenige Token sie auch enthält.</translation>
    </message>
    <message>
        <source>MoE expert GEMM efficiency</source>
        <translation>Effizienz der MoE-Experten-GEMMs</translation>
    </message>
    <message>
        <source>The share of a dense GEMM's arithmetic rate that a MoE layer's grouped expert GEMM reaches: the step's tokens are split into one short, uneven, tile-padded block per expert. Weight reads are not slowed.</source>
        <translation>Der Anteil der Rechenrate eines dichten GEMM, den das gruppierte Experten-GEMM einer MoE-Schicht erreicht: die Token eines Schritts werden in einen kurzen, ungleichen, auf Kacheln aufgefüllten Block je Experte geteilt. Gewichtslesen wird nicht langsamer.</translation>
    </message>
    <message>
        <source>GEMM read/compute overlap loss</source>
        <translation>Überlappungsverlust GEMM Lesen/Rechnen</translation>
    </message>
    <message>
        <source>The share of the shorter of a GEMM's weight read and its arithmetic that does not hide under the longer one: 0 is a perfect roofline (the larger of the two), 1 runs them one after the other. Near the ridge a real step is slower than either alone.</source>
        <translation>Der Anteil des kürzeren von Gewichtslesen und Rechnen eines GEMM, der sich nicht unter dem längeren verbirgt: 0 ist eine perfekte Roofline (das größere der beiden), 1 führt sie nacheinander aus. Nahe dem Knick ist ein realer Schritt langsamer als jedes allein.</translation>
    </message>
    <message>
        <source>FP4 tensor-core efficiency</source>
        <translation>Effizienz der FP4-Tensor-Cores</translation>
    </message>
    <message>
        <source>FP4 tensor-core GEMMs (NVFP4, MXFP4 on Blackwell) reach this share of the FP8 efficiency on their own, twice as high peak. 4-bit weights on GPUs without FP4 tensor cores are dequantized instead and do not use it.</source>
        <translation>FP4-Tensor-Core-GEMMs (NVFP4, MXFP4 auf Blackwell) erreichen diesen Anteil der FP8-Effizienz auf ihrer eigenen, doppelt so hohen Spitzenleistung. 4-Bit-Gewichte auf GPUs ohne FP4-Tensor-Cores werden stattdessen dequantisiert und nutzen ihn nicht.</translation>
    </message>
    <message>
        <source>AMD (CDNA) kernel efficiency</source>
        <translation>Kernel-Effizienz AMD (CDNA)</translation>
    </message>
    <message>
        <source>On AMD Instinct GPUs (CDNA), the share of the bandwidth and compute efficiency above that the serving kernels reach (ROCm attention, GEMM and MoE kernels); 1 on every other GPU.</source>
        <translation>Auf AMD-Instinct-GPUs (CDNA) der Anteil der obigen Bandbreiten- und Recheneffizienz, den die Serving-Kernel erreichen (ROCm-Attention-, GEMM- und MoE-Kernel); 1 auf jeder anderen GPU.</translation>
    </message>
    <message>
        <source>Ada (L40S, L4) kernel efficiency</source>
        <translation>Kernel-Effizienz Ada (L40S, L4)</translation>
    </message>
    <message>
        <source>On NVIDIA Ada GPUs (L40S, L4: PCIe cards with GDDR6 under a 350 W or lower board power), the share of the bandwidth and compute efficiency above that the serving kernels reach; 1 on every other GPU.</source>
        <translation>Auf NVIDIA-Ada-GPUs (L40S, L4: PCIe-Karten mit GDDR6 bei höchstens 350 W Board-Leistung) der Anteil der obigen Bandbreiten- und Recheneffizienz, den die Serving-Kernel erreichen; 1 auf jeder anderen GPU.</translation>
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
    <message>
        <source>Arrival burstiness</source>
        <translation>Ankunfts-Burstiness</translation>
    </message>
    <message>
        <source>Coefficient of variation of the gaps between requests: 1 = Poisson, above 1 = bursts. Set by the use case.</source>
        <translation>Variationskoeffizient der Abstände zwischen Anfragen: 1 = Poisson, über 1 = Schübe. Vom Anwendungsfall gesetzt.</translation>
    </message>
    <message>
        <source>Prompt-length spread</source>
        <translation>Streuung der Prompt-Länge</translation>
    </message>
    <message>
        <source>Coefficient of variation of prompt lengths (lognormal around ISL); 0 = all equal. Set by the use case.</source>
        <translation>Variationskoeffizient der Prompt-Längen (lognormal um ISL); 0 = alle gleich. Vom Anwendungsfall gesetzt.</translation>
    </message>
    <message>
        <source>Answer-length spread</source>
        <translation>Streuung der Antwortlänge</translation>
    </message>
    <message>
        <source>Coefficient of variation of answer lengths (lognormal around OSL); 0 = all equal. Long answers hold seats longer. Set by the use case.</source>
        <translation>Variationskoeffizient der Antwortlängen (lognormal um OSL); 0 = alle gleich. Lange Antworten belegen Plätze länger. Vom Anwendungsfall gesetzt.</translation>
    </message>
    <message>
        <source>Router</source>
        <translation>Anfrageverteilung</translation>
    </message>
    <message>
        <source>How requests pick a replica: least-loaded (outstanding tokens), kv-aware, jsq, round-robin or power-of-two.</source>
        <translation>Wie Anfragen ein Replikat wählen: least-loaded (ausstehende Token), kv-aware, jsq, round-robin oder power-of-two.</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>VK</translation>
    </message>
    <message>
        <source>Least outstanding tokens</source>
        <translation>Wenigste ausstehende Token</translation>
    </message>
    <message>
        <source>Fewest tokens still owed: prompts to prefill and answers to decode, queued requests&apos; answers included (vLLM production-stack and SGLang&apos;s router balance load this way).</source>
        <translation>Wenigste noch geschuldete Token: zu berechnende Prompts und zu dekodierende Antworten, einschließlich der Antworten wartender Anfragen (so verteilen der vLLM production-stack und der SGLang-Router die Last).</translation>
    </message>
    <message>
        <source>KV-aware</source>
        <translation>KV-bewusst</translation>
    </message>
    <message>
        <source>Least KV to come: tokens held in the replica&apos;s KV cache plus those its requests will still add, prompts to prefill and answers to decode (llm-d&apos;s KV-utilization and queue scorers combined, NVIDIA Dynamo&apos;s KV router load term).</source>
        <translation>Am wenigsten künftiger KV-Speicher: Token im KV-Cache des Replikats plus die, die seine Anfragen noch hinzufügen, zu berechnende Prompts und zu dekodierende Antworten (die KV-Auslastungs- und Warteschlangen-Scorer von llm-d zusammen, der Lastterm des KV-Routers von NVIDIA Dynamo).</translation>
    </message>
    <message>
        <source>Join the shortest queue</source>
        <translation>Kürzeste Warteschlange</translation>
    </message>
    <message>
        <source>Fewest requests waiting or running, whatever their lengths (a gateway&apos;s least-requests policy).</source>
        <translation>Wenigste wartende oder laufende Anfragen, gleich welcher Länge (die Least-Requests-Strategie eines Gateways).</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Reihum</translation>
    </message>
    <message>
        <source>Each replica in turn, blind to load (a plain Kubernetes Service or a basic load balancer).</source>
        <translation>Jedes Replikat der Reihe nach, ohne Blick auf die Last (ein einfacher Kubernetes-Service oder Load Balancer).</translation>
    </message>
    <message>
        <source>Power of two choices</source>
        <translation>Zwei zufällige Kandidaten</translation>
    </message>
    <message>
        <source>Two replicas drawn at random, the one with fewer outstanding tokens wins (Envoy&apos;s least-request balancer; scales to any fleet).</source>
        <translation>Zwei zufällig gezogene Replikate, das mit weniger ausstehenden Token gewinnt (Envoys Least-Request-Balancer; skaliert auf jede Flotte).</translation>
    </message>
    <message>
        <source>Sizing time budget</source>
        <translation>Zeitbudget der Dimensionierung</translation>
    </message>
    <message>
        <source>Percentile sizing narrows its replica count by simulation for at most this much CPU time; the answer&apos;s interval says how far it got.</source>
        <translation>Höchstens so viel Rechenzeit grenzt die Perzentil-Dimensionierung die Replikatzahl per Simulation ein; das Intervall der Antwort zeigt, wie weit sie kam.</translation>
    </message>
    <message>
        <source>Speculative draft tokens</source>
        <translation>Spekulative Entwurfs-Token</translation>
    </message>
    <message>
        <source>Speculative decoding: tokens a draft proposes per step, verified by the target in one step; 0 = off. Faster tokens at low batch, slower once the batch makes the step compute-bound.</source>
        <translation>Spekulatives Dekodieren: Token, die ein Entwurfsmodell pro Schritt vorschlägt und das Zielmodell in einem Schritt prüft; 0 = aus. Schnellere Token bei kleinem Batch, langsamere, sobald der Batch den Schritt rechengebunden macht.</translation>
    </message>
    <message>
        <source>Draft acceptance</source>
        <translation>Annahmequote der Entwürfe</translation>
    </message>
    <message>
        <source>Speculative decoding: chance the target accepts each drafted token; a step yields (1 - a^(k+1)) / (1 - a) tokens per sequence.</source>
        <translation>Spekulatives Dekodieren: Wahrscheinlichkeit, dass das Zielmodell ein Entwurfs-Token annimmt; ein Schritt ergibt (1 - a^(k+1)) / (1 - a) Token pro Sequenz.</translation>
    </message>
    <message>
        <source>Draft step cost</source>
        <translation>Kosten eines Entwurfsschritts</translation>
    </message>
    <message>
        <source>Speculative decoding: one draft step as a share of one target step at the same batch (about the draft&apos;s active parameters over the target&apos;s).</source>
        <translation>Spekulatives Dekodieren: ein Entwurfsschritt als Anteil eines Schritts des Zielmodells bei gleichem Batch (etwa die aktiven Parameter des Entwurfs über die des Ziels).</translation>
    </message>
    <message>
        <source>Draft model</source>
        <translation>Entwurfsmodell</translation>
    </message>
    <message>
        <source>Speculative decoding: a catalog model as the draft (smaller than the target, same vocabulary); its step&apos;s share is then derived from both models&apos; batch-1 decode steps on this GPU and replaces the draft step cost. Empty = the draft step cost as given.</source>
        <translation>Spekulatives Dekodieren: ein Katalogmodell als Entwurfsmodell (kleiner als das Ziel, gleiches Vokabular); der Anteil seines Schritts wird dann aus den Decode-Schritten beider Modelle bei Batch 1 auf dieser GPU abgeleitet und ersetzt die Kosten eines Entwurfsschritts. Leer = die Kosten eines Entwurfsschritts wie angegeben.</translation>
    </message>
    <message>
        <source>Constrained decoding cost</source>
        <translation>Kosten des eingeschränkten Dekodierens</translation>
    </message>
    <message>
        <source>Constrained decoding (grammar or JSON schema): the mask&apos;s cost per decode step as a share of the step; 0 = off. It depends on the schema: measure it.</source>
        <translation>Eingeschränktes Dekodieren (Grammatik oder JSON-Schema): Kosten der Maske pro Dekodierschritt als Anteil des Schritts; 0 = aus. Sie hängen vom Schema ab: messen Sie sie.</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA Graphs</translation>
    </message>
    <message>
        <source>Decode steps replay CUDA graphs (the per-step overhead covers the launches). Off: every kernel of every layer pays a host launch, 14 a layer.</source>
        <translation>Dekodierschritte spielen CUDA Graphs ab (der Overhead pro Schritt deckt die Starts). Aus: Jeder Kernel jeder Schicht zahlt einen Start vom Host, 14 pro Schicht.</translation>
    </message>
    <message>
        <source>Kernel launch cost</source>
        <translation>Kosten eines Kernel-Starts</translation>
    </message>
    <message>
        <source>Without CUDA graphs: host cost of one kernel launch (CUDA and framework dispatch).</source>
        <translation>Ohne CUDA Graphs: Host-Kosten eines Kernel-Starts (CUDA- und Framework-Dispatch).</translation>
    </message>
    <message>
        <source>Power envelope</source>
        <translation>Leistungsbudget</translation>
    </message>
    <message>
        <source>The site&apos;s power budget at the wall; the sizing warns when the fleet needs more GPUs than it powers. 0 = no envelope.</source>
        <translation>Das Leistungsbudget des Standorts an der Steckdose; die Dimensionierung warnt, wenn die Flotte mehr GPUs braucht, als es versorgt. 0 = kein Budget.</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE (Energieeffizienz)</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility W / IT W (air-cooled colo 1.3-1.5, liquid about 1.1).</source>
        <translation>Power Usage Effectiveness: W des Rechenzentrums / W der IT (luftgekühlte Colocation 1,3-1,5, Flüssigkühlung etwa 1,1).</translation>
    </message>
    <message>
        <source>Host power per GPU</source>
        <translation>Host-Leistung pro GPU</translation>
    </message>
    <message>
        <source>CPUs, memory, NICs, fans and switches per GPU (a DGX H100: 575 W); wall W per GPU = (board + host) x PUE.</source>
        <translation>CPUs, Speicher, Netzwerkkarten, Lüfter und Switches pro GPU (ein DGX H100: 575 W); W pro GPU an der Steckdose = (Karte + Host) x PUE.</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <source>Electricity at the wall. The catalog&apos;s owned card-months hold it at 0.10; another price moves the owned bill by GPUs x wall kW x 730 h x the difference.</source>
        <translation>Strom an der Steckdose. Die Kartenmonate im Eigentum aus dem Katalog rechnen mit 0,10; ein anderer Preis verschiebt die Eigentumsrechnung um GPUs x kW an der Steckdose x 730 h x die Differenz.</translation>
    </message>
    <message>
        <source>USD/kWh</source>
        <translation>USD/kWh</translation>
    </message>
    <message>
        <source>MW</source>
        <translation>MW</translation>
    </message>
</context>
<context>
    <name>capstan::ui</name>
    <message>
        <location filename="../ui/preset_menu.cpp" line="45"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../ui/input_texts.cpp" line="88"/>
        <source>catalog price</source>
        <translation>Katalogpreis</translation>
    </message>
    <message>
        <location filename="../ui/input_texts.cpp" line="82"/>
        <source>from DAU</source>
        <translation>aus Nutzern/Tag</translation>
    </message>
    <message>
        <location filename="../ui/preset_menu.cpp" line="41"/>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <location filename="../ui/charts/chart_style.cpp" line="99"/>
        <source>fixed batch</source>
        <translation>feste Stapelgröße</translation>
    </message>
    <message>
        <location filename="../ui/input_texts.cpp" line="86"/>
        <source>not fixed</source>
        <translation>nicht fest</translation>
    </message>
    <message>
        <location filename="../ui/preset_menu.cpp" line="38"/>
        <source>Use cases</source>
        <translation>Anwendungsfälle</translation>
    </message>
    <message>
        <location filename="../ui/charts/chart_style.cpp" line="96"/>
        <source>KV memory caps the batch</source>
        <translation>KV-Speicher begrenzt die Stapelgröße</translation>
    </message>
    <message>
        <source>KV memory</source>
        <translation>KV-Speicher</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT-Ziel</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>TTFT tail</source>
        <translation>TTFT-Perzentil</translation>
    </message>
    <message>
        <source>TPOT tail</source>
        <translation>TPOT-Perzentil</translation>
    </message>
    <message>
        <location filename="../ui/charts/chart_style.cpp" line="98"/>
        <source>the SLO caps the batch</source>
        <translation>das SLO begrenzt die Stapelgröße</translation>
    </message>
    <message>
        <location filename="../ui/charts/chart_style.cpp" line="97"/>
        <source>engine batch cap</source>
        <translation>Stapelgrenze der Engine</translation>
    </message>
    <message>
        <location filename="../ui/input_texts.cpp" line="84"/>
        <source>open loop</source>
        <translation>offener Kreis</translation>
    </message>
    <message>
        <location filename="../ui/input_texts.cpp" line="92"/>
        <source>from traffic</source>
        <translation>aus dem Verkehr</translation>
    </message>
    <message>
        <location filename="../ui/input_texts.cpp" line="90"/>
        <source>premium × owned</source>
        <translation>Aufschlag × Eigenbetrieb</translation>
    </message>
    <message>
        <location filename="../ui/calibration_menu.cpp" line="30"/>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <location filename="../ui/calibration_menu.cpp" line="69"/>
        <source>Datasheet factors (no profile)</source>
        <translation>Datenblatt-Faktoren (kein Profil)</translation>
    </message>
    <message>
        <location filename="../ui/calibration_menu.cpp" line="72"/>
        <source>The catalog&apos;s bandwidth and FLOP/s with the default efficiency factors</source>
        <translation>Bandbreite und FLOP/s aus dem Katalog mit den Standard-Effizienzfaktoren</translation>
    </message>
    <message>
        <location filename="../ui/calibration_menu.cpp" line="77"/>
        <source>Use datasheet factors</source>
        <translation>Datenblatt-Faktoren verwenden</translation>
    </message>
    <message>
        <location filename="../ui/calibration_menu.cpp" line="83"/>
        <location filename="../ui/calibration_menu.cpp" line="88"/>
        <source>Calibration profiles unavailable</source>
        <translation>Kalibrierprofile nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../ui/calibration_menu.cpp" line="92"/>
        <source>No calibration profiles in the library</source>
        <translation>Keine Kalibrierprofile in der Bibliothek</translation>
    </message>
    <message>
        <location filename="../ui/calibration_menu.cpp" line="93"/>
        <source>Fit one with: capstan-cli calibrate FILE… --save NAME</source>
        <translation>Profil erstellen mit: capstan-cli calibrate DATEI… --save NAME</translation>
    </message>
    <message>
        <location filename="../ui/calibration_menu.cpp" line="99"/>
        <source>%1 (median error %2 after the fit)</source>
        <translation>%1 (Medianfehler %2 nach der Anpassung)</translation>
    </message>
    <message>
        <location filename="../ui/calibration_menu.cpp" line="110"/>
        <source>%1 points; median error %2 before the fit, %3 after</source>
        <translation>%1 Punkte; Medianfehler %2 vor der Anpassung, %3 danach</translation>
    </message>
    <message>
        <location filename="../ui/calibration_menu.cpp" line="117"/>
        <source>Apply calibration %1</source>
        <translation>Kalibrierung %1 anwenden</translation>
    </message>
    <message>
        <source>W%1 / KV%2</source>
        <translation>W%1 / KV%2 Bit</translation>
    </message>
    <message>
        <source>aggregated</source>
        <translation>gemeinsam</translation>
    </message>
    <message>
        <source>%1 P + %2 D, %3% load</source>
        <translation>%1 P + %2 D, %3 % Last</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>misses the SLO</source>
        <translation>verfehlt das SLO</translation>
    </message>
    <message>
        <source>%1 · TP %2</source>
        <translation>%1 · TP %2</translation>
    </message>
    <message>
        <source> · PP %1</source>
        <translation> · PP %1</translation>
    </message>
    <message>
        <source> · EP %1</source>
        <translation> · EP %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
</context>
<context>
    <name>capstan::ui::BillChart</name>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="161"/>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="161"/>
        <source>Own</source>
        <translation>Eigen</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="161"/>
        <source>Rent</source>
        <translation>Miete</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="129"/>
        <source>No bill: %1</source>
        <translation>Keine Rechnung: %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="190"/>
        <source>Owned cost per token must be at most 75% of the API&apos;s price.</source>
        <translation>Eigene Kosten pro Token dürfen höchstens 75% des API-Preises betragen.</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="189"/>
        <source>Owned capacity idle at average load must stay at or below 15%.</source>
        <translation>Eigene Kapazität im Leerlauf darf bei Durchschnittslast höchstens 15% betragen.</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="83"/>
        <source>Carrying</source>
        <translation>Genutzt</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="84"/>
        <source>Idle</source>
        <translation>Leerlauf</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="161"/>
        <source>Flex</source>
        <translation>Flex</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="86"/>
        <source>Overflow</source>
        <translation>Überlauf</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="87"/>
        <source>$ per month</source>
        <translation>$ pro Monat</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="85"/>
        <source>Rentals</source>
        <translation>Mietkarten</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="161"/>
        <source>Flex…</source>
        <translation>Flex…</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="165"/>
        <source>core+flex %1 (%2/1M)
%3 core cards, %4 starts</source>
        <translation>Basis+Flex %1 (%2/1 Mio.)
%3 Basiskarten, %4 Starts</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="169"/>
        <source>core+flex: planning…</source>
        <translation>Basis+Flex: Planung läuft…</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="170"/>
        <source>Own %1 · rent %3 · API %5
%2 · %4 · %6 per 1M tokens
%7</source>
        <translation>Eigen %1 · Miete %3 · API %5
%2 · %4 · %6 pro 1 Mio. Token
%7</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="186"/>
        <source>Margin %1× API</source>
        <translation>Marge %1× API</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="82"/>
        <source>Monthly bill</source>
        <translation>Monatsrechnung</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="191"/>
        <source>The API may carry at most 10% of the tokens.</source>
        <translation>Die API darf höchstens 10% der Token übernehmen.</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="187"/>
        <source>Overflow %1%</source>
        <translation>Überlauf %1%</translation>
    </message>
    <message>
        <location filename="../ui/charts/bill_chart.cpp" line="185"/>
        <source>Idle %1%</source>
        <translation>Leerlauf %1%</translation>
    </message>
    <message>
        <source>API: prompt %1 · cached prompt %2 · answer %3</source>
        <translation>API: Prompt %1 · Prompt aus dem Cache %2 · Antwort %3</translation>
    </message>
    <message>
        <source>Energy in own: %1 a month, %2 kW at the wall</source>
        <translation>Strom im Eigenbetrieb: %1/Monat, %2 kW</translation>
    </message>
    <message>
        <source>Power: %1 of %2 GPUs the site powers</source>
        <translation>Strom: %1 von %2 GPUs, die der Standort versorgt</translation>
    </message>
    <message>
        <source>%1 MW at the wall powers %2 GPUs at %3 W each ((board + host) × PUE); the fleet needs %4.</source>
        <translation>%1 MW an der Steckdose versorgen %2 GPUs zu je %3 W ((Karte + Host) × PUE); die Flotte braucht %4.</translation>
    </message>
</context>
<context>
    <name>capstan::ui::CompareBillChart</name>
    <message>
        <location filename="../ui/compare/compare_bill_chart.cpp" line="77"/>
        <source>own</source>
        <translation>Eigenbetrieb</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_bill_chart.cpp" line="78"/>
        <source>rent</source>
        <translation>Miete</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_bill_chart.cpp" line="79"/>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_bill_chart.cpp" line="80"/>
        <source>core and flex</source>
        <translation>Basis und Flex</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_bill_chart.cpp" line="88"/>
        <source>Monthly bill by way of paying</source>
        <translation>Monatsrechnung nach Bezugsmodell</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_bill_chart.cpp" line="90"/>
        <source>Own the fleet</source>
        <translation>Eigene Flotte</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_bill_chart.cpp" line="91"/>
        <source>Rent the fleet</source>
        <translation>Gemietete Flotte</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_bill_chart.cpp" line="92"/>
        <source>API per token</source>
        <translation>API pro Token</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_bill_chart.cpp" line="93"/>
        <source>Core and flex</source>
        <translation>Basis und Flex</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_bill_chart.cpp" line="95"/>
        <source>$ per month</source>
        <translation>$ pro Monat</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_bill_chart.cpp" line="146"/>
        <source>%1 — picks %2 at %3/month</source>
        <translation>%1 — wählt %2 für %3/Monat</translation>
    </message>
</context>
<context>
    <name>capstan::ui::CompareChart</name>
    <message>
        <location filename="../ui/compare/compare_chart.cpp" line="50"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_chart.cpp" line="51"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_chart.cpp" line="57"/>
        <source>does not fit; the table says why</source>
        <translation>nicht umsetzbar; Grund siehe Tabelle</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_chart.cpp" line="67"/>
        <source>Not drawn: %1</source>
        <translation>Nicht dargestellt: %1</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_chart.cpp" line="71"/>
        <source>No scenario of this comparison can be drawn.
%1</source>
        <translation>Kein Szenario dieses Vergleichs ist darstellbar.
%1</translation>
    </message>
</context>
<context>
    <name>capstan::ui::CompareKneeChart</name>
    <message>
        <location filename="../ui/compare/compare_knee_chart.cpp" line="32"/>
        <source>Throughput–latency knees</source>
        <translation>Knie der Durchsatz-Latenz-Kurven</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_knee_chart.cpp" line="33"/>
        <source>Per-user speed (tokens/s) — faster to the right</source>
        <translation>Token/s pro Nutzer — rechts schneller</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_knee_chart.cpp" line="34"/>
        <source>Tokens/s per GPU</source>
        <translation>Token/s pro GPU</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_knee_chart.cpp" line="74"/>
        <source>%1 — TP %2, operating batch %3 (●)</source>
        <translation>%1 — TP %2, Stapelgröße im Betrieb %3 (●)</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_knee_chart.cpp" line="112"/>
        <source>TPOT SLO %1 ms </source>
        <translation>TPOT-SLO %1 ms </translation>
    </message>
</context>
<context>
    <name>capstan::ui::CompareLatencyChart</name>
    <message>
        <location filename="../ui/compare/compare_latency_chart.cpp" line="115"/>
        <source>Latency at peak: TTFT and TPOT percentiles</source>
        <translation>Latenz bei Spitzenlast: TTFT- und TPOT-Perzentile</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_latency_chart.cpp" line="116"/>
        <source>TTFT (ms)</source>
        <translation>TTFT (ms)</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_latency_chart.cpp" line="117"/>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_latency_chart.cpp" line="188"/>
        <source>the peak rate reaches the fleet&apos;s saturation (%1 req/s): no finite tail</source>
        <translation>die Spitzenrate erreicht die Sättigung der Flotte (%1 req/s): keine endliche Tail-Latenz</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_latency_chart.cpp" line="195"/>
        <source>unstable in simulation at the peak rate (%1)</source>
        <translation>in der Simulation instabil bei Spitzenrate (%1)</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_latency_chart.cpp" line="200"/>
        <source>no finite tail at the peak rate</source>
        <translation>keine endliche Tail-Latenz bei Spitzenrate</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_latency_chart.cpp" line="207"/>
        <source>Simulated at the peak rate on each sized fleet, %1 requests each (solid bars).</source>
        <translation>Simuliert bei Spitzenrate auf jeder dimensionierten Flotte, je %1 Anfragen (volle Balken).</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_latency_chart.cpp" line="209"/>
        <source>Analytic estimate (light bars); simulating…</source>
        <translation>Analytische Schätzung (helle Balken); Simulation läuft…</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_latency_chart.cpp" line="274"/>
        <source>SLO %1 ms</source>
        <translation>SLO %1 ms</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_latency_chart.cpp" line="274"/>
        <source>SLO %1 ms ↑</source>
        <translation>SLO %1 ms ↑</translation>
    </message>
</context>
<context>
    <name>capstan::ui::CompareTableModel</name>
    <message>
        <source>%1
%2 against %3</source>
        <translation>%1
%2 gegenüber %3</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_table_model.cpp" line="121"/>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_table_model.cpp" line="121"/>
        <source>Outputs</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_table_model.cpp" line="177"/>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_table_model.cpp" line="179"/>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_table_model.cpp" line="180"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_table_model.cpp" line="183"/>
        <source>%1 against %2</source>
        <translation>%1 gegenüber %2</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_table_model.cpp" line="185"/>
        <source>%1 (the baseline)</source>
        <translation>%1 (Basis)</translation>
    </message>
</context>
<context>
    <name>capstan::ui::CompareWindow</name>
    <message>
        <source>C&amp;hanges</source>
        <translation>Än&amp;derungen</translation>
    </message>
    <message>
        <source>Show each scenario&apos;s change against the baseline in a column of its own</source>
        <translation>Die Änderung jedes Szenarios gegenüber der Basis in einer eigenen Spalte zeigen</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_window.cpp" line="53"/>
        <source>Cannot compare %1 scenarios: choose between %2 and %3 (scenarios = %1, allowed %2 .. %3).</source>
        <translation>%1 Szenarien können nicht verglichen werden: Wählen Sie zwischen %2 und %3 (Szenarien = %1, erlaubt %2 .. %3).</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_window.cpp" line="67"/>
        <location filename="../ui/compare/compare_window.cpp" line="244"/>
        <source>Compare scenarios</source>
        <translation>Szenarien vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_window.cpp" line="167"/>
        <source>Compare: %1</source>
        <translation>Vergleich: %1</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_window.cpp" line="168"/>
        <source>The first scenario, %1, is the baseline: a figure that differs from it is tinted and bold, with its change beside it.</source>
        <translation>Das erste Szenario, %1, ist die Basis: Abweichende Kennzahlen sind farbig und fett hervorgehoben, ihre Änderung steht daneben.</translation>
    </message>
    <message>
        <source>The first scenario, %1, is the baseline: a figure that differs from it is tinted and bold; its tooltip gives the change.</source>
        <translation>Das erste Szenario, %1, ist die Basis: Abweichende Kennzahlen sind farbig und fett hervorgehoben, ihr Tooltip nennt die Änderung.</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_window.cpp" line="173"/>
        <source>%1 does not fit: %2</source>
        <translation>%1 ist nicht umsetzbar: %2</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_window.cpp" line="175"/>
        <source>&amp;Only differences</source>
        <translation>&amp;Nur Unterschiede</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_window.cpp" line="176"/>
        <source>Copy as &amp;CSV</source>
        <translation>Als &amp;CSV kopieren</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_window.cpp" line="177"/>
        <source>Copy as &amp;Markdown</source>
        <translation>Als &amp;Markdown kopieren</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_window.cpp" line="178"/>
        <source>&amp;Save table…</source>
        <translation>Tabelle &amp;speichern…</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_window.cpp" line="179"/>
        <source>&amp;Export chart…</source>
        <translation>Diagramm &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_window.cpp" line="227"/>
        <location filename="../ui/compare/compare_window.cpp" line="232"/>
        <source>Save comparison table</source>
        <translation>Vergleichstabelle speichern</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_window.cpp" line="228"/>
        <source>CSV table (*.csv);;Markdown table (*.md)</source>
        <translation>CSV-Tabelle (*.csv);;Markdown-Tabelle (*.md)</translation>
    </message>
    <message>
        <location filename="../ui/compare/compare_window.cpp" line="233"/>
        <source>The table was not saved: %1</source>
        <translation>Die Tabelle wurde nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>capstan::ui::Deck</name>
    <message>
        <location filename="../ui/export/deck_writer.cpp" line="56"/>
        <source>Capstan · LLM inference capacity planning</source>
        <translation>Capstan · Kapazitätsplanung für LLM-Inferenz</translation>
    </message>
</context>
<context>
    <name>capstan::ui::DeckDialog</name>
    <message>
        <location filename="../ui/export/deck_dialog.cpp" line="25"/>
        <source>&amp;Add scenario file…</source>
        <translation>Szenariodatei &amp;hinzufügen…</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_dialog.cpp" line="26"/>
        <source>&amp;Remove</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_dialog.cpp" line="28"/>
        <location filename="../ui/export/deck_dialog.cpp" line="123"/>
        <location filename="../ui/export/deck_dialog.cpp" line="130"/>
        <source>Export deck</source>
        <translation>Foliensatz exportieren</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_dialog.cpp" line="30"/>
        <source>The plan in one line: GPUs, model, monthly bill</source>
        <translation>Der Plan in einer Zeile: GPUs, Modell, Monatsrechnung</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_dialog.cpp" line="32"/>
        <source>%1 (on screen)</source>
        <translation>%1 (aktuell)</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_dialog.cpp" line="35"/>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_dialog.cpp" line="36"/>
        <source>&amp;Subtitle</source>
        <translation>&amp;Untertitel</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_dialog.cpp" line="42"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_dialog.cpp" line="45"/>
        <source>Scenarios in the &amp;comparison table (the first is the baseline):</source>
        <translation>Szenarien in der &amp;Vergleichstabelle (das erste ist die Basis):</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_dialog.cpp" line="51"/>
        <source>The comparison table holds these scenarios, each measured against the first.</source>
        <translation>Die Vergleichstabelle enthält diese Szenarien, jeweils gemessen am ersten.</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_dialog.cpp" line="74"/>
        <location filename="../ui/export/deck_dialog.cpp" line="79"/>
        <location filename="../ui/export/deck_dialog.cpp" line="86"/>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_dialog.cpp" line="74"/>
        <source>Scenarios (*.json)</source>
        <translation>Szenarien (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_dialog.cpp" line="79"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/export/deck_dialog.cpp" line="124"/>
        <source>PowerPoint decks (*.pptx)</source>
        <translation>PowerPoint-Präsentationen (*.pptx)</translation>
    </message>
</context>
<context>
    <name>capstan::ui::DemandChart</name>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="71"/>
        <source>Demand against capacity over a day (core and flex)</source>
        <translation>Nachfrage gegen Kapazität über einen Tag (Basis und Flex)</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="76"/>
        <source>Demand</source>
        <translation>Nachfrage</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="73"/>
        <source>On-demand flex</source>
        <translation>On-Demand-Flex</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="74"/>
        <source>Spot flex</source>
        <translation>Spot-Flex</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="72"/>
        <source>Owned/reserved baseline</source>
        <translation>Eigene/reservierte Basis</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="78"/>
        <source>Hour of the day</source>
        <translation>Stunde des Tages</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="105"/>
        <source>No core-and-flex plan for this scenario.</source>
        <translation>Kein Basis-und-Flex-Plan für dieses Szenario.</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="141"/>
        <source>Overflow %1%</source>
        <translation>Überlauf %1%</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="75"/>
        <source>API overflow</source>
        <translation>API-Überlauf</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="90"/>
        <source>No demand curve: %1</source>
        <translation>Keine Nachfragekurve: %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="77"/>
        <source>Baseline capacity</source>
        <translation>Basiskapazität</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="141"/>
        <source>Idle %1%</source>
        <translation>Leerlauf %1%</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="79"/>
        <source>Tokens/s, in + out</source>
        <translation>Token/s, ein + aus</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="141"/>
        <source>Margin %1%</source>
        <translation>Marge %1%</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="136"/>
        <source>%1 baseline cards (the cheapest), %2 a month, %3/1M</source>
        <translation>%1 Basiskarten (die günstigste Zahl), %2 pro Monat, %3/1 Mio.</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="143"/>
        <source>Baseline capacity that moved no tokens over the horizon (at most 15%): sees a baseline bought ahead of demand; blind to price.</source>
        <translation>Grundlastkapazität, die über den Zeitraum keine Tokens bewegt hat (höchstens 15 %): erkennt eine Grundlast, die vor der Nachfrage gekauft wurde; blind für den Preis.</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="145"/>
        <source>The blended bill over what the API would bill for the same tokens (at most 75%): blind to where the money went.</source>
        <translation>Die Mischrechnung im Verhältnis zu dem, was die API für dieselben Tokens berechnen würde (höchstens 75 %): blind dafür, wohin das Geld geflossen ist.</translation>
    </message>
    <message>
        <location filename="../ui/charts/demand_chart.cpp" line="147"/>
        <source>API share of the tokens (at most 10%): sees overflow swallowing the month; blind to idle cards.</source>
        <translation>API-Anteil der Tokens (höchstens 10 %): erkennt einen Überlauf, der den Monat verschluckt; blind für Karten im Leerlauf.</translation>
    </message>
</context>
<context>
    <name>capstan::ui::Evaluator</name>
    <message>
        <location filename="../ui/evaluator.cpp" line="64"/>
        <source>Analytic model</source>
        <translation>Analytisches Modell</translation>
    </message>
    <message>
        <location filename="../ui/evaluator.cpp" line="67"/>
        <source>Simulated p%1: the SLO is not met</source>
        <translation>Simuliertes p%1: das SLO wird nicht eingehalten</translation>
    </message>
    <message>
        <location filename="../ui/evaluator.cpp" line="65"/>
        <source>Analytic model; refining with the simulator…</source>
        <translation>Analytisches Modell; Verfeinerung mit dem Simulator…</translation>
    </message>
    <message>
        <location filename="../ui/evaluator.cpp" line="68"/>
        <source>Analytic model (percentile sizing unavailable)</source>
        <translation>Analytisches Modell (Perzentil-Dimensionierung nicht verfügbar)</translation>
    </message>
    <message>
        <location filename="../ui/evaluator.cpp" line="66"/>
        <source>Sized by simulated p%1</source>
        <translation>Dimensioniert nach simuliertem p%1</translation>
    </message>
</context>
<context>
    <name>capstan::ui::ExportDialog</name>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="25"/>
        <source>Slide %1, %2 × %3 px</source>
        <translation>Folie %1, %2 × %3 px</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="33"/>
        <source>&amp;Slide theme: large fonts, thick lines, white background</source>
        <translation>Folien&amp;stil: große Schrift, dicke Linien, weißer Hintergrund</translation>
    </message>
    <message>
        <source>&amp;Title above, source note below</source>
        <translation>&amp;Titel oben, Quellenangabe unten</translation>
    </message>
    <message>
        <source>The file carries the chart&apos;s title and the note on where its figures come from; a slide in a deck has both already</source>
        <translation>Die Datei trägt den Titel des Diagramms und die Angabe, woher seine Zahlen stammen; eine Folie im Foliensatz hat beides schon</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="36"/>
        <location filename="../ui/export/export_dialog.cpp" line="156"/>
        <location filename="../ui/export/export_dialog.cpp" line="165"/>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="39"/>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="40"/>
        <source>SVG drawing (vector)</source>
        <translation>SVG-Grafik (Vektor)</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="41"/>
        <source>PDF page (vector)</source>
        <translation>PDF-Seite (Vektor)</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="42"/>
        <source>Clipboard (image)</source>
        <translation>Zwischenablage (Bild)</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="45"/>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="47"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="51"/>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="52"/>
        <source>The chart is laid out at size × 96 / DPI pixels and scaled up: a higher DPI gives the same picture with larger, sharper text.</source>
        <translation>Das Layout des Diagramms erfolgt bei Größe × 96 / DPI Pixeln, danach wird es hochskaliert: Ein höherer DPI-Wert ergibt dasselbe Bild mit größerer, schärferer Schrift.</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="63"/>
        <source>&amp;Chart</source>
        <translation>&amp;Diagramm</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="64"/>
        <source>&amp;Format</source>
        <translation>&amp;Format</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="65"/>
        <source>Si&amp;ze</source>
        <translation>&amp;Größe</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="67"/>
        <source>&amp;DPI</source>
        <translation>DP&amp;I</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="71"/>
        <location filename="../ui/export/export_dialog.cpp" line="87"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="87"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="135"/>
        <source>%1 × %2 in</source>
        <translation>%1 × %2 Zoll</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="137"/>
        <source>Laid out at %1 × %2 px, printed %3.</source>
        <translation>Layout mit %1 × %2 px, Druckgröße %3.</translation>
    </message>
    <message>
        <location filename="../ui/export/export_dialog.cpp" line="158"/>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
</context>
<context>
    <name>capstan::ui::FleetChart</name>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="118"/>
        <source>Churn</source>
        <translation>Fluktuation</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="120"/>
        <source>day window (±5%)</source>
        <translation>Tagesfenster (±5%)</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="83"/>
        <source>simulating…</source>
        <translation>Simulation läuft…</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="183"/>
        <source>Convergence %1%</source>
        <translation>Konvergenz %1%</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="117"/>
        <source>Idle rent</source>
        <translation>Leerlaufmiete</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="183"/>
        <source>Capacity %1%</source>
        <translation>Kapazität %1%</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="123"/>
        <source>$ per month</source>
        <translation>$ pro Monat</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="170"/>
        <source>This month</source>
        <translation>Dieser Monat</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="119"/>
        <source>hour window (±25%)</source>
        <translation>Stundenfenster (±25%)</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="105"/>
        <source>A month of a rented pool</source>
        <translation>Ein Monat eines gemieteten Pools</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="122"/>
        <source>evict </source>
        <translation>räumen </translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="116"/>
        <source>Rent that moved tokens</source>
        <translation>Genutzte Miete</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="174"/>
        <source>This month %1 · ideal %2
%3 of %4 cards run; %5 of %6 tok/s
%7 evicted, %8 wrongly</source>
        <translation>Dieser Monat %1 · ideal %2
%3 von %4 Karten laufen; %5 von %6 tok/s
%7 geräumt, %8 fälschlich</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="183"/>
        <source>Wrong evictions %1%</source>
        <translation>Fehlräumungen %1%</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="121"/>
        <source>week window (±2%)</source>
        <translation>Wochenfenster (±2%)</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="170"/>
        <source>Ideal</source>
        <translation>Ideal</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="107"/>
        <source>Golden idler</source>
        <translation>Goldener Leerläufer</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="108"/>
        <source>Golden idler, fixed (steady mode)</source>
        <translation>Goldener Leerläufer, behoben (Stetigmodus)</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="109"/>
        <source>Noise evictor</source>
        <translation>Rausch-Verdränger</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="110"/>
        <source>Noise evictor, fixed (day window, 10%)</source>
        <translation>Rausch-Verdränger, behoben (Tagesfenster, 10 %)</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="111"/>
        <source>Bargain shortfall</source>
        <translation>Schnäppchen-Engpass</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="112"/>
        <source>Bargain shortfall, fixed (flagships)</source>
        <translation>Schnäppchen-Engpass, behoben (Spitzenkarten)</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="185"/>
        <source>Delivered tokens against demand: sees a rate shortage no eviction repairs; blind to cost.</source>
        <translation>Gelieferte Tokens gegenüber der Nachfrage: erkennt einen Ratenmangel, den keine Verdrängung behebt; blind für Kosten.</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="186"/>
        <source>The ideal operator&apos;s bill over this bill: sees idle warm cards and churn; blind to a shortage.</source>
        <translation>Die Rechnung des idealen Betreibers im Verhältnis zu dieser Rechnung: erkennt warme Karten im Leerlauf und Wechselkosten; blind für einen Engpass.</translation>
    </message>
    <message>
        <location filename="../ui/charts/fleet_chart.cpp" line="187"/>
        <source>Evicted cards at or above the fleet&apos;s median true rate: a wrong eviction refunds nothing; blind to cost and capacity.</source>
        <translation>Verdrängte Karten mit einer wahren Rate auf oder über dem Median der Flotte: eine falsche Verdrängung erstattet nichts; blind für Kosten und Kapazität.</translation>
    </message>
</context>
<context>
    <name>capstan::ui::KneeChart</name>
    <message>
        <location filename="../ui/charts/knee_chart.cpp" line="101"/>
        <source>KV cap %1</source>
        <translation>KV-Grenze %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/knee_chart.cpp" line="117"/>
        <source>TPOT SLO %1 ms:
slower than promised </source>
        <translation>TPOT-SLO %1 ms:
langsamer als zugesagt </translation>
    </message>
    <message>
        <source>Slower than TPOT %1 ms</source>
        <translation>Langsamer als TPOT %1 ms</translation>
    </message>
    <message>
        <location filename="../ui/charts/knee_chart.cpp" line="90"/>
        <source>%1, %2-bit</source>
        <translation>%1, %2 Bit</translation>
    </message>
    <message>
        <location filename="../ui/charts/knee_chart.cpp" line="108"/>
        <source>No ridge · %1</source>
        <translation>Kein Knick · %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/knee_chart.cpp" line="63"/>
        <source>Overlay precisions</source>
        <translation>Genauigkeiten überlagern</translation>
    </message>
    <message>
        <location filename="../ui/charts/knee_chart.cpp" line="67"/>
        <source>Operating point</source>
        <translation>Betriebspunkt</translation>
    </message>
    <message>
        <location filename="../ui/charts/knee_chart.cpp" line="62"/>
        <source>No overlay</source>
        <translation>Keine Überlagerung</translation>
    </message>
    <message>
        <location filename="../ui/charts/knee_chart.cpp" line="61"/>
        <source>Throughput–latency knee</source>
        <translation>Knie der Durchsatz-Latenz-Kurve</translation>
    </message>
    <message>
        <location filename="../ui/charts/knee_chart.cpp" line="65"/>
        <source>Per-user speed (tokens/s) — faster to the right</source>
        <translation>Token/s pro Nutzer — rechts schneller</translation>
    </message>
    <message>
        <location filename="../ui/charts/knee_chart.cpp" line="126"/>
        <source>  operating point: batch %1  
  %2 tok/s, %3 tok/s per user  
  %4  </source>
        <translation>  Betriebspunkt: Stapelgröße %1  
  %2 tok/s, %3 tok/s pro Nutzer  
  %4  </translation>
    </message>
    <message>
        <location filename="../ui/charts/knee_chart.cpp" line="159"/>
        <source>%1-bit weights</source>
        <translation>%1-Bit-Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/charts/knee_chart.cpp" line="66"/>
        <source>Tokens/s per replica (output)</source>
        <translation>Token/s pro Replika (Ausgabe)</translation>
    </message>
    <message>
        <location filename="../ui/charts/knee_chart.cpp" line="102"/>
        <source>cap %1</source>
        <translation>Grenze %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/knee_chart.cpp" line="82"/>
        <source>No knee to draw: %1</source>
        <translation>Kein Knie darstellbar: %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/knee_chart.cpp" line="64"/>
        <source>Overlay GPUs</source>
        <translation>GPUs überlagern</translation>
    </message>
    <message>
        <location filename="../ui/charts/knee_chart.cpp" line="106"/>
        <source>Ridge %1 · %2</source>
        <translation>Knick %1 · %2</translation>
    </message>
    <message>
        <source>without speculative decoding</source>
        <translation>ohne spekulatives Dekodieren</translation>
    </message>
</context>
<context>
    <name>capstan::ui::LatencyChart</name>
    <message>
        <location filename="../ui/charts/latency_chart.cpp" line="237"/>
        <source>Analytic estimate (dashed); simulating…</source>
        <translation>Analytische Schätzung (gestrichelt); Simulation läuft…</translation>
    </message>
    <message>
        <location filename="../ui/charts/latency_chart.cpp" line="196"/>
        <source>SLO %1 ms</source>
        <translation>SLO %1 ms</translation>
    </message>
    <message>
        <location filename="../ui/charts/latency_chart.cpp" line="214"/>
        <source>analytic estimate; simulating…</source>
        <translation>analytische Schätzung; Simulation läuft…</translation>
    </message>
    <message>
        <location filename="../ui/charts/latency_chart.cpp" line="123"/>
        <source>No latency to draw: %1</source>
        <translation>Keine Latenz darstellbar: %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/latency_chart.cpp" line="104"/>
        <source>Simulating: %p%</source>
        <translation>Simulation: %p%</translation>
    </message>
    <message>
        <location filename="../ui/charts/latency_chart.cpp" line="105"/>
        <source>Time to first token (ms)</source>
        <translation>Zeit bis zum ersten Token (ms)</translation>
    </message>
    <message>
        <location filename="../ui/charts/latency_chart.cpp" line="106"/>
        <source>Time per output token (ms)</source>
        <translation>Zeit pro Token (ms)</translation>
    </message>
    <message>
        <location filename="../ui/charts/latency_chart.cpp" line="208"/>
        <source>Unstable at the peak rate: the queue grows without bound on %1 replicas (%2).</source>
        <translation>Instabil bei Spitzenrate: Die Warteschlange wächst auf %1 Replikas unbegrenzt (%2).</translation>
    </message>
    <message>
        <location filename="../ui/charts/latency_chart.cpp" line="207"/>
        <source>simulated</source>
        <translation>simuliert</translation>
    </message>
    <message>
        <location filename="../ui/charts/latency_chart.cpp" line="103"/>
        <source>Latency at peak: TTFT and TPOT</source>
        <translation>Latenz bei Spitzenlast: TTFT und TPOT</translation>
    </message>
    <message>
        <location filename="../ui/charts/latency_chart.cpp" line="107"/>
        <source>Share of requests</source>
        <translation>Anteil der Anfragen</translation>
    </message>
    <message>
        <location filename="../ui/charts/latency_chart.cpp" line="227"/>
        <source>Simulated: %1 requests, %2 replicas, %3 req/s; p99 TTFT ±%4 ms (95% CI)</source>
        <translation>Simuliert: %1 Anfragen, %2 Replikas, %3 req/s; p99 TTFT ±%4 ms (95%-KI)</translation>
    </message>
    <message>
        <location filename="../ui/charts/latency_chart.cpp" line="215"/>
        <source>The peak rate reaches the fleet&apos;s saturation (%1 req/s): no finite tail.</source>
        <translation>Die Spitzenrate erreicht die Sättigung der Flotte (%1 req/s): keine endliche Tail-Latenz.</translation>
    </message>
    <message>
        <location filename="../ui/charts/latency_chart.cpp" line="197"/>
        <source>SLO %1 ms →</source>
        <translation>SLO %1 ms →</translation>
    </message>
</context>
<context>
    <name>capstan::ui::LibraryModel</name>
    <message>
        <location filename="../ui/library/library_model.cpp" line="90"/>
        <source>When the scenario was last saved, renamed or tagged</source>
        <translation>Wann das Szenario zuletzt gespeichert, umbenannt oder mit Tags versehen wurde</translation>
    </message>
    <message>
        <location filename="../ui/library/library_model.cpp" line="92"/>
        <source>How many revisions the library keeps</source>
        <translation>Wie viele Revisionen die Bibliothek aufbewahrt</translation>
    </message>
    <message>
        <location filename="../ui/library/library_model.cpp" line="98"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/library/library_model.cpp" line="99"/>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <location filename="../ui/library/library_model.cpp" line="100"/>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <location filename="../ui/library/library_model.cpp" line="101"/>
        <source>Rev.</source>
        <comment>revisions, short for a narrow column</comment>
        <translation>Rev.</translation>
    </message>
</context>
<context>
    <name>capstan::ui::LibraryPanel</name>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="170"/>
        <source>The search failed: %1</source>
        <translation>Die Suche ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="174"/>
        <source>The library is empty. File › Save to library (Ctrl+S) adds the scenario you are working on.</source>
        <translation>Die Bibliothek ist leer. Datei › In Bibliothek speichern (Strg+S) fügt das aktuelle Szenario hinzu.</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="176"/>
        <source>No scenario matches “%1”.</source>
        <translation>Kein Szenario passt zu „%1“.</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="242"/>
        <source>Rename scenario</source>
        <translation>Szenario umbenennen</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="242"/>
        <source>New name for “%1”:</source>
        <translation>Neuer Name für „%1“:</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="254"/>
        <source>Duplicate scenario</source>
        <translation>Szenario duplizieren</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="254"/>
        <source>Name of the copy of “%1”:</source>
        <translation>Name der Kopie von „%1“:</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="255"/>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/library/library_panel.cpp" line="272"/>
        <source>Delete “%1” and its %n revision(s) from the library? This cannot be undone.</source>
        <translation>
            <numerusform>„%1“ und seine %n Revision aus der Bibliothek löschen? Dies kann nicht rückgängig gemacht werden.</numerusform>
            <numerusform>„%1“ und seine %n Revisionen aus der Bibliothek löschen? Dies kann nicht rückgängig gemacht werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/library/library_panel.cpp" line="276"/>
        <source>Delete these %n scenarios and all their revisions from the library? This cannot be undone.</source>
        <translation>
            <numerusform>%n Szenario und alle seine Revisionen aus der Bibliothek löschen? Dies kann nicht rückgängig gemacht werden.</numerusform>
            <numerusform>Diese %n Szenarien und alle ihre Revisionen aus der Bibliothek löschen? Dies kann nicht rückgängig gemacht werden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="279"/>
        <source>Delete scenario</source>
        <translation>Szenario löschen</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="293"/>
        <source>Edit tags</source>
        <translation>Tags bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="294"/>
        <source>Tags of “%1”, separated by commas:</source>
        <translation>Tags von „%1“, durch Kommas getrennt:</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="321"/>
        <source>Search names, tags and notes (tag:NAME for tags only)</source>
        <translation>Namen, Tags und Notizen durchsuchen (tag:NAME nur für Tags)</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="322"/>
        <source>Every word must match the start of a word in the name, tags or notes.</source>
        <translation>Jedes Wort muss mit dem Anfang eines Wortes im Namen, in den Tags oder Notizen übereinstimmen.</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="323"/>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="324"/>
        <source>Load the latest revision into the workbench (Enter; undoable)</source>
        <translation>Neueste Revision in die Arbeitsfläche laden (Eingabetaste; rückgängig machbar)</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="325"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="326"/>
        <source>Give the scenario another name (F2)</source>
        <translation>Szenario umbenennen (F2)</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="327"/>
        <source>D&amp;uplicate…</source>
        <translation>&amp;Duplizieren…</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="328"/>
        <source>Save a copy of the latest revision under a new name</source>
        <translation>Eine Kopie der neuesten Revision unter neuem Namen speichern</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="329"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="330"/>
        <source>Delete the scenario and all its revisions (Delete)</source>
        <translation>Szenario mit allen Revisionen löschen (Entf)</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="331"/>
        <source>&amp;Tags…</source>
        <translation>&amp;Tags ändern…</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="332"/>
        <source>Edit the scenario&apos;s tags</source>
        <translation>Tags des Szenarios bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="333"/>
        <source>&amp;History…</source>
        <translation>&amp;Verlauf…</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="334"/>
        <source>Revisions: open an older one, or restore it as the newest</source>
        <translation>Revisionen: eine ältere öffnen oder als neueste wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="335"/>
        <source>&amp;Compare</source>
        <translation>Ver&amp;gleichen</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="336"/>
        <source>Compare 2 to 4 selected scenarios side by side</source>
        <translation>2 bis 4 ausgewählte Szenarien nebeneinander vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="337"/>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="338"/>
        <source>Hide this note</source>
        <translation>Diesen Hinweis ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/library/library_panel.cpp" line="342"/>
        <source>Capstan cannot use this scenario library:

%1

Everything else in the workbench works as usual; scenarios can still be saved to files.</source>
        <translation>Capstan kann diese Szenariobibliothek nicht verwenden:

%1

Alles andere funktioniert wie gewohnt; Szenarien lassen sich weiterhin in Dateien speichern.</translation>
    </message>
</context>
<context>
    <name>capstan::ui::LibrarySession</name>
    <message>
        <location filename="../ui/library/library_session.cpp" line="20"/>
        <source>There is no place for a library: neither HOME nor XDG_DATA_HOME is set. Start Capstan with --db FILE to choose one.</source>
        <translation>Kein Speicherort für eine Bibliothek: Weder HOME noch XDG_DATA_HOME ist gesetzt. Starten Sie Capstan mit --db DATEI, um einen festzulegen.</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="29"/>
        <source>The library file was damaged (%1). It was kept unchanged as %2, and a new, empty library was started.</source>
        <translation>Die Bibliotheksdatei war beschädigt (%1). Sie wurde unverändert als %2 aufbewahrt, und eine neue, leere Bibliothek wurde angelegt.</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="123"/>
        <source>Open from library</source>
        <translation>Aus Bibliothek öffnen</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="128"/>
        <source>The scenario could not be loaded.</source>
        <translation>Das Szenario konnte nicht geladen werden.</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="131"/>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="132"/>
        <source>Open %1, revision %2</source>
        <translation>%1 öffnen, Revision %2</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="138"/>
        <source>Opened “%1”, revision %2 of %3</source>
        <translation>„%1“ geöffnet, Revision %2 von %3</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="145"/>
        <source>Save to library</source>
        <translation>In Bibliothek speichern</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="152"/>
        <source>“%1” has no unsaved changes.</source>
        <translation>„%1“ hat keine ungespeicherten Änderungen.</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="157"/>
        <source>“%1” was not saved.</source>
        <translation>„%1“ wurde nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="159"/>
        <source>Saved “%1”, revision %2</source>
        <translation>„%1“ gespeichert, Revision %2</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="165"/>
        <location filename="../ui/library/library_session.cpp" line="178"/>
        <source>Save to library as</source>
        <translation>In Bibliothek speichern unter</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="170"/>
        <source>Name in the library:</source>
        <translation>Name in der Bibliothek:</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="188"/>
        <source>The scenario was not saved under the name “%1”.</source>
        <translation>Das Szenario wurde nicht unter dem Namen „%1“ gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="190"/>
        <source>Saved as “%1”, revision 1</source>
        <translation>Als „%1“ gespeichert, Revision 1</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="196"/>
        <source>Restore revision</source>
        <translation>Revision wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="201"/>
        <source>Revision %1 was not restored.</source>
        <translation>Revision %1 wurde nicht wiederhergestellt.</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="204"/>
        <source>Revision %1 restored as revision %2</source>
        <translation>Revision %1 als Revision %2 wiederhergestellt</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="210"/>
        <source>Rename scenario</source>
        <translation>Szenario umbenennen</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="215"/>
        <source>The scenario was not renamed to “%1”.</source>
        <translation>Das Szenario wurde nicht in „%1“ umbenannt.</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="226"/>
        <source>Duplicate scenario</source>
        <translation>Szenario duplizieren</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="232"/>
        <source>No copy named “%1” was made.</source>
        <translation>Es wurde keine Kopie namens „%1“ angelegt.</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="241"/>
        <source>Delete scenario</source>
        <translation>Szenario löschen</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="247"/>
        <source>A scenario was not deleted.</source>
        <translation>Ein Szenario wurde nicht gelöscht.</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="259"/>
        <source>Edit tags</source>
        <translation>Tags bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="264"/>
        <location filename="../ui/library/library_session.cpp" line="275"/>
        <source>The tags were not changed.</source>
        <translation>Die Tags wurden nicht geändert.</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="277"/>
        <source>Some tags were not removed.</source>
        <translation>Einige Tags wurden nicht entfernt.</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="284"/>
        <source>Compare scenarios</source>
        <translation>Szenarien vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/library/library_session.cpp" line="291"/>
        <source>A scenario could not be loaded.</source>
        <translation>Ein Szenario konnte nicht geladen werden.</translation>
    </message>
</context>
<context>
    <name>capstan::ui::LayoutsChart</name>
    <message>
        <source>Screening…</source>
        <translation>Vorauswahl läuft…</translation>
    </message>
    <message>
        <source>Screening the layouts…</source>
        <translation>Die Aufteilungen werden vorab geprüft…</translation>
    </message>
    <message>
        <source>Layouts: tokens/s per GPU against tokens/s per user</source>
        <translation>Aufteilungen: Token/s pro GPU gegen Token/s pro Nutzer</translation>
    </message>
    <message>
        <source>Output tokens/s per user</source>
        <translation>Ausgabe-Token/s pro Nutzer</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>Ausgabe-Token/s pro GPU</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Pareto-Front</translation>
    </message>
    <message>
        <source>Best layout</source>
        <translation>Beste Aufteilung</translation>
    </message>
    <message>
        <source>Selected in the table</source>
        <translation>In der Tabelle gewählt</translation>
    </message>
    <message>
        <source>No layout search attached.</source>
        <translation>Keine Suche nach Aufteilungen verbunden.</translation>
    </message>
    <message>
        <source>Confirming the top %1 by simulation…</source>
        <translation>Die besten %1 werden per Simulation bestätigt…</translation>
    </message>
    <message>
        <source>None of the %1 layouts on %2 GPU types fits this model.</source>
        <translation>Keine der %1 Aufteilungen auf %2 GPU-Typen fasst dieses Modell.</translation>
    </message>
    <message>
        <source>None of the %1 layouts that fit meets the p%2 SLO (TTFT %3, TPOT %4) at any size.</source>
        <translation>Keine der %1 passenden Aufteilungen hält das p%2-SLO (TTFT %3, TPOT %4) in irgendeiner Größe ein.</translation>
    </message>
    <message>
        <source> TPOT SLO %1: %2 tok/s per user</source>
        <translation> TPOT-SLO %1: %2 tok/s pro Nutzer</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>im Eigenbetrieb</translation>
    </message>
    <message>
        <source>rented</source>
        <translation>gemietet</translation>
    </message>
    <message>
        <source>Best: %1
%2
%3 GPUs, %4 a month %5</source>
        <translation>Beste: %1
%2
%3 GPUs, %4 pro Monat %5</translation>
    </message>
    <message>
        <source>Source: %1 layouts on %2 GPU types screened by the analytic and tail models; %3 fit, %4 meet the p%5 SLO</source>
        <translation>Quelle: %1 Aufteilungen auf %2 GPU-Typen, vorab geprüft mit dem analytischen Modell und dem Tail-Modell; %3 passen, %4 halten das p%5-SLO ein</translation>
    </message>
    <message>
        <source>; the cheapest %1 confirmed by simulation.</source>
        <translation>; die günstigsten %1 per Simulation bestätigt.</translation>
    </message>
    <message>
        <source>; confirming…</source>
        <translation>; Bestätigung läuft…</translation>
    </message>
</context>
<context>
    <name>capstan::ui::LayoutsTableModel</name>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>The simulator refused this layout: %1</source>
        <translation>Der Simulator lehnt diese Aufteilung ab: %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Betriebsart</translation>
    </message>
    <message>
        <source>Max batch</source>
        <translation>Max. Stapel</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikas</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Owned $/month</source>
        <translation>Eigen $/Monat</translation>
    </message>
    <message>
        <source>Rented $/month</source>
        <translation>Miete $/Monat</translation>
    </message>
    <message>
        <source>p%1 TTFT</source>
        <translation>p%1 TTFT</translation>
    </message>
    <message>
        <source>p%1 ITL</source>
        <translation>p%1 ITL</translation>
    </message>
    <message>
        <source>Binding</source>
        <translation>Maßgeblich</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Bestätigt</translation>
    </message>
    <message>
        <source>Bits of the weights and of the KV cache</source>
        <translation>Bits der Gewichte und des KV-Caches</translation>
    </message>
    <message>
        <source>Aggregated: prefill and decode share each replica&apos;s GPUs</source>
        <translation>Gemeinsam: Prefill und Decode teilen sich die GPUs jeder Replika</translation>
    </message>
    <message>
        <source>The engine&apos;s cap on running sequences</source>
        <translation>Obergrenze der Engine für laufende Sequenzen</translation>
    </message>
    <message>
        <source>At the SLO percentile and the peak rate: simulated, with its 95% interval, when confirmed; else the closed-form tail model&apos;s</source>
        <translation>Beim SLO-Perzentil und zur Spitzenlast: simuliert mit 95-%-Intervall, wenn bestätigt; sonst aus dem geschlossenen Tail-Modell</translation>
    </message>
    <message>
        <source>Re-sized by the request-level simulator (the cheapest %1, one per GPU, precision and TP)</source>
        <translation>Vom Simulator auf Anfrageebene neu dimensioniert (die günstigsten %1, je eine pro GPU, Genauigkeit und TP)</translation>
    </message>
</context>
<context>
    <name>capstan::ui::LayoutsView</name>
    <message>
        <source>GPUs searched</source>
        <translation>Durchsuchte GPUs</translation>
    </message>
    <message>
        <source>The scenario&apos;s GPU is always searched; tick others to compare them</source>
        <translation>Die GPU des Szenarios wird immer durchsucht; weitere zum Vergleich ankreuzen</translation>
    </message>
    <message>
        <source>Rank by</source>
        <translation>Reihung nach</translation>
    </message>
    <message>
        <source>Rented $/month</source>
        <translation>Miete $/Monat</translation>
    </message>
    <message>
        <source>Owned $/month</source>
        <translation>Eigenbetrieb $/Monat</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Serving-Engine</translation>
    </message>
    <message>
        <source>Copy launch command</source>
        <translation>Startbefehl kopieren</translation>
    </message>
    <message>
        <source>The selected layout&apos;s launch (the best one when none is selected), as capstan-cli launch prints it</source>
        <translation>Der Start der gewählten Aufteilung (ohne Auswahl der besten), wie capstan-cli launch ihn ausgibt</translation>
    </message>
    <message>
        <source>Save launch files…</source>
        <translation>Startdateien speichern…</translation>
    </message>
    <message>
        <source>A shell script with the launch command, and the engine&apos;s options file if it takes one</source>
        <translation>Ein Shell-Skript mit dem Startbefehl und, falls die Engine eine nimmt, ihre Optionsdatei</translation>
    </message>
    <message>
        <source>No layout to launch: the search has no candidate yet.</source>
        <translation>Keine Aufteilung zum Starten: Die Suche hat noch keinen Kandidaten.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Copied the %1 launch of layout %2 to the clipboard.</source>
        <translation>Den %1-Start der Aufteilung %2 in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>Save launch files into</source>
        <translation>Startdateien speichern in</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 geschrieben.</translation>
    </message>
</context>
<context>
    <name>capstan::ui::MainWindow</name>
    <message>
        <source>Procurement</source>
        <translation>Beschaffung</translation>
    </message>
    <message>
        <source>GPU and &amp;model of your own…</source>
        <translation>Eigene GPU und eigenes &amp;Modell…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="282"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="273"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="289"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="284"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="263"/>
        <source>Plan over months</source>
        <translation>Plan über Monate</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="269"/>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="275"/>
        <source>&amp;Compare with scenario files…</source>
        <translation>Mit Szenariodateien &amp;vergleichen…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="277"/>
        <source>Save to &amp;library</source>
        <translation>In Bib&amp;liothek speichern</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="278"/>
        <source>Save to library &amp;as…</source>
        <translation>In Bibliothek speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="281"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="283"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="287"/>
        <source>&amp;Calibration</source>
        <translation>&amp;Kalibrierung</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="288"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="292"/>
        <source>Simulating percentiles: %p%</source>
        <translation>Perzentile werden simuliert: %p%</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="326"/>
        <source>Compare the scenario on screen with…</source>
        <translation>Aktuelles Szenario vergleichen mit…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="334"/>
        <source>Compare scenarios</source>
        <translation>Szenarien vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="344"/>
        <location filename="../ui/main_window.cpp" line="350"/>
        <source>Save scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="276"/>
        <source>&amp;Save scenario as…</source>
        <translation>Szenario &amp;speichern unter…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="313"/>
        <location filename="../ui/main_window.cpp" line="327"/>
        <location filename="../ui/main_window.cpp" line="344"/>
        <source>Scenarios (*.json)</source>
        <translation>Szenarien (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="321"/>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="197"/>
        <source>Capstan — %1</source>
        <translation>Capstan — %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="286"/>
        <source>&amp;Presets</source>
        <translation>&amp;Vorlagen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="261"/>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="268"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="353"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="274"/>
        <source>&amp;Open scenario…</source>
        <translation>Szenario ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="285"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="350"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="249"/>
        <source>Capstan %1
LLM inference capacity planning.
GPL-3.0-or-later.</source>
        <translation>Capstan %1
Kapazitätsplanung für LLM-Inferenz.
GPL-3.0-or-later.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="262"/>
        <source>Fleet and sensitivity</source>
        <translation>Flotte und Sensitivität</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="248"/>
        <source>About Capstan</source>
        <translation>Über Capstan</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="290"/>
        <source>&amp;About Capstan</source>
        <translation>Ü&amp;ber Capstan</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="313"/>
        <location filename="../ui/main_window.cpp" line="318"/>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="279"/>
        <source>&amp;Export chart…</source>
        <translation>Diagramm &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="280"/>
        <source>Export &amp;deck…</source>
        <translation>&amp;Foliensatz exportieren…</translation>
    </message>
    <message>
        <source>Layouts</source>
        <translation>Aufteilungen</translation>
    </message>
</context>
<context>
    <name>capstan::ui::MemoryChart</name>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="104"/>
        <source>%1 seats (full context), %2 sustained
batch %3 runs; %4</source>
        <translation>%1 Plätze (voller Kontext), %2 dauerhaft
Stapel %3 läuft; %4</translation>
    </message>
    <message>
        <source>weights alone fill one GPU</source>
        <translation>die Gewichte allein füllen eine GPU</translation>
    </message>
    <message>
        <source>weights alone fill %1 GPUs</source>
        <translation>die Gewichte allein füllen %1 GPUs</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="52"/>
        <source>KV free</source>
        <translation>KV frei</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="52"/>
        <source>KV in use</source>
        <translation>KV belegt</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="52"/>
        <source>Workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="51"/>
        <source>Memory map of one GPU</source>
        <translation>Speicherbelegung einer GPU</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="52"/>
        <source>Reserved</source>
        <translation>Reserviert</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="52"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="101"/>
        <source>GPU (TP %1)</source>
        <translation>GPU (TP %1)</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="55"/>
        <source>GB (10⁹ bytes)</source>
        <translation>GB (10⁹ Byte)</translation>
    </message>
    <message>
        <location filename="../ui/charts/memory_chart.cpp" line="78"/>
        <source>No memory map: %1</source>
        <translation>Keine Speicherbelegung: %1</translation>
    </message>
</context>
<context>
    <name>capstan::ui::ParameterPanel</name>
    <message>
        <location filename="../ui/parameter_panel.cpp" line="23"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../ui/parameter_panel.cpp" line="30"/>
        <source>Money</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../ui/parameter_panel.cpp" line="27"/>
        <source>Deployment</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <location filename="../ui/parameter_panel.cpp" line="29"/>
        <source>Latency SLO</source>
        <translation>Latenz-SLO</translation>
    </message>
    <message>
        <location filename="../ui/parameter_panel.cpp" line="21"/>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <location filename="../ui/parameter_panel.cpp" line="25"/>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
</context>
<context>
    <name>capstan::ui::ProcurementChart</name>
    <message>
        <source>idle</source>
        <translation>Leerlauf</translation>
    </message>
    <message>
        <source>margin</source>
        <translation>Marge</translation>
    </message>
    <message>
        <source>overflow</source>
        <translation>Überlauf</translation>
    </message>
    <message>
        <source>%1 · passes</source>
        <translation>%1 · besteht</translation>
    </message>
    <message>
        <source>%1 · fails %2</source>
        <translation>%1 · scheitert an %2</translation>
    </message>
    <message>
        <source>Ways to buy the month</source>
        <translation>Wege, den Monat einzukaufen</translation>
    </message>
    <message>
        <source>Owned, carrying</source>
        <translation>Eigen, ausgelastet</translation>
    </message>
    <message>
        <source>Owned, idle</source>
        <translation>Eigen, im Leerlauf</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>Gemietet</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>$ per month</source>
        <translation>$ pro Monat</translation>
    </message>
    <message>
        <source>Own the sized fleet</source>
        <translation>Bemessene Flotte kaufen</translation>
    </message>
    <message>
        <source>Own to demand</source>
        <translation>Kaufen nach Bedarf</translation>
    </message>
    <message>
        <source>Core owned + rented flex</source>
        <translation>Eigener Kern + gemietete Spitze</translation>
    </message>
    <message>
        <source>Rent all</source>
        <translation>Alles mieten</translation>
    </message>
    <message>
        <source>API only</source>
        <translation>Nur API</translation>
    </message>
    <message>
        <source>Idle %1</source>
        <translation>Leerlauf %1</translation>
    </message>
    <message>
        <source>Owned card-month dollars that moved no tokens; at most %1.</source>
        <translation>Dollar eigener Kartenmonate, die keine Tokens bewegt haben; höchstens %1.</translation>
    </message>
    <message>
        <source>Margin %1× API</source>
        <translation>Marge %1× API</translation>
    </message>
    <message>
        <source>The bill over the API&apos;s bill for the same tokens; at most %1×.</source>
        <translation>Die Rechnung im Verhältnis zur API-Rechnung für dieselben Tokens; höchstens %1×.</translation>
    </message>
    <message>
        <source>Overflow %1</source>
        <translation>Überlauf %1</translation>
    </message>
    <message>
        <source>Tokens the API carries; at most %1.</source>
        <translation>Tokens, die die API trägt; höchstens %1.</translation>
    </message>
    <message>
        <source>No options: %1</source>
        <translation>Keine Optionen: %1</translation>
    </message>
    <message>
        <source>%1 up front</source>
        <translation>%1 vorab</translation>
    </message>
    <message>
        <source>nothing up front</source>
        <translation>nichts vorab</translation>
    </message>
    <message>
        <source>%1 · cheapest passing</source>
        <translation>%1 · günstigste, die besteht</translation>
    </message>
    <message>
        <source>%1 a month · %2</source>
        <translation>%1 im Monat · %2</translation>
    </message>
    <message>
        <source>Cheapest passing all three checks: %1
%2 a month, %3 up front (%4 owned, %5 rented cards)</source>
        <translation>Günstigste Option, die alle drei Prüfungen besteht: %1
%2 im Monat, %3 vorab (%4 eigene, %5 gemietete Karten)</translation>
    </message>
    <message>
        <source>No option passes all three checks</source>
        <translation>Keine Option besteht alle drei Prüfungen</translation>
    </message>
</context>
<context>
    <name>capstan::ui::ParameterRow</name>
    <message>
        <source>None: the draft step cost as given</source>
        <translation>Keines: Kosten eines Entwurfsschritts wie angegeben</translation>
    </message>
</context>
<context>
    <name>capstan::ui::PlanChart</name>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="99"/>
        <source>Planning…</source>
        <translation>Planung läuft…</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="104"/>
        <location filename="../ui/charts/plan_chart.cpp" line="172"/>
        <source>No plan: %1</source>
        <translation>Kein Plan: %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="140"/>
        <source>The plan, month by month</source>
        <translation>Der Plan, Monat für Monat</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="143"/>
        <source>%1 months</source>
        <translation>%1 Monate</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="147"/>
        <source>1-month terms</source>
        <translation>1 Monat Laufzeit</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="147"/>
        <source>%1-month terms</source>
        <translation>%1 Monate Laufzeit</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="149"/>
        <source> %/month</source>
        <translation> %/Monat</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="151"/>
        <source>Committed cards</source>
        <translation>Gebundene Karten</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="152"/>
        <source>Bought that month</source>
        <translation>Im Monat gekauft</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="153"/>
        <source>Flex (on-demand + spot) at the busiest hour</source>
        <translation>Flex (On-Demand + Spot) in der Spitzenstunde</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="154"/>
        <source>Cards the busiest hour needs</source>
        <translation>Bedarf der Spitzenstunde (Karten)</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="155"/>
        <source>Baseline</source>
        <translation>Basis</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="156"/>
        <source>On-demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="157"/>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="158"/>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="159"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="160"/>
        <source>$ per month</source>
        <translation>$ pro Monat</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="161"/>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="265"/>
        <source>Bill on 1-month terms</source>
        <translation>Rechnung bei 1 Monat Laufzeit</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="266"/>
        <source>Bill on %1-month terms</source>
        <translation>Rechnung bei %1 Monaten Laufzeit</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="289"/>
        <source>%1 over %2 months on %3-month terms (%4/1M)</source>
        <translation>%1 über %2 Monate bei %3 Monaten Laufzeit (%4/1 Mio.)</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="296"/>
        <source>%1-month terms would cost %2 (%3 less)</source>
        <translation>Bei %1 Monaten Laufzeit: %2 (%3 weniger)</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="299"/>
        <source>the cheapest of the terms compared</source>
        <translation>die günstigste der verglichenen Laufzeiten</translation>
    </message>
    <message>
        <location filename="../ui/charts/plan_chart.cpp" line="300"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
</context>
<context>
    <name>capstan::ui::PreferencesDialog</name>
    <message>
        <location filename="../ui/preferences.cpp" line="96"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../ui/preferences.cpp" line="95"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../ui/preferences.cpp" line="102"/>
        <source>&amp;Palette</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <location filename="../ui/preferences.cpp" line="101"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../ui/preferences.cpp" line="90"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
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
    <name>capstan::ui::ResultsModel</name>
    <message>
        <source>your price</source>
        <translation>Ihr Preis</translation>
    </message>
    <message>
        <source>the catalog&apos;s price</source>
        <translation>der Preis des Katalogs</translation>
    </message>
    <message>
        <source>derived from the card-month</source>
        <translation>aus dem Kartenmonat abgeleitet</translation>
    </message>
    <message>
        <source>Capital outlay</source>
        <translation>Kapitaleinsatz</translation>
    </message>
    <message>
        <source>paid up front: %1 GPUs × %2 each (%3), written off over %4 months</source>
        <translation>vorab bezahlt: %1 GPUs × je %2 (%3), abgeschrieben über %4 Monate</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="134"/>
        <location filename="../ui/results_model.cpp" line="137"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="147"/>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="130"/>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="212"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="213"/>
        <source>Why</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="101"/>
        <source>GPUs</source>
        <translation>Anzahl GPUs</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>unit</comment>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="151"/>
        <source>idle</source>
        <translation>Leerlauf</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="211"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="139"/>
        <source>tok/s</source>
        <translation>tok/s</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="140"/>
        <source>batch-1 decode step of %1 ms</source>
        <translation>Decode-Schritt bei Stapelgröße 1: %1 ms</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="135"/>
        <source>%1 tok/s per user; %2 tok/s per replica</source>
        <translation>%1 tok/s pro Nutzer; %2 tok/s pro Replika</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="106"/>
        <source>KV memory: %1 sequences fit per replica; %2 in flight at peak</source>
        <translation>KV-Speicher: %1 Sequenzen passen pro Replika; %2 gleichzeitig aktiv bei Spitzenlast</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="144"/>
        <source>%1 per 1M tokens at %2 utilization</source>
        <translation>%1 pro 1 Mio. Token bei %2 Auslastung</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="146"/>
        <source>%1 per 1M tokens</source>
        <translation>%1 pro 1 Mio. Token</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="110"/>
        <source>the %1 ms TPOT target caps a replica at batch %2</source>
        <translation>das TPOT-Ziel von %1 ms begrenzt eine Replika auf Stapelgröße %2</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="123"/>
        <source>the simulated p%1 time per output token sets the replica count</source>
        <translation>die simulierte p%1-Zeit pro Ausgabe-Token bestimmt die Zahl der Replikas</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="145"/>
        <source>Rented fleet</source>
        <translation>Gemietete Flotte</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="30"/>
        <source>%1 million</source>
        <translation>%1 Millionen</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="131"/>
        <source>even batch 1 gives TPOT %1 ms and TTFT %2 ms</source>
        <translation>selbst Stapelgröße 1 ergibt TPOT %1 ms und TTFT %2 ms</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="210"/>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="154"/>
        <source>Margin check</source>
        <translation>Margenprüfung</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="90"/>
        <source>Cannot run</source>
        <translation>Nicht ausführbar</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="156"/>
        <source>Overflow check</source>
        <translation>Überlaufprüfung</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="133"/>
        <source>Operating batch</source>
        <translation>Stapelgröße im Betrieb</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="143"/>
        <source>Owned fleet</source>
        <translation>Eigene Flotte</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="139"/>
        <source>Single-user speed</source>
        <translation>Geschwindigkeit bei einem Nutzer</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="113"/>
        <source>at the batch cap (%1) each step waits on memory bandwidth</source>
        <translation>an der Stapelgrenze (%1) wartet jeder Schritt auf die Speicherbandbreite</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="138"/>
        <source>%1-token prefill, a step, %2 ms first-token latency</source>
        <translation>Prefill von %1 Token, ein Schritt, %2 ms Latenz des ersten Tokens</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="138"/>
        <source>prefill pool, KV hand-off, %1 ms first-token latency</source>
        <translation>Prefill-Pool, KV-Übergabe, %1 ms Latenz des ersten Tokens</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="130"/>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="143"/>
        <location filename="../ui/results_model.cpp" line="145"/>
        <location filename="../ui/results_model.cpp" line="147"/>
        <source>$/month</source>
        <translation>$/Monat</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="151"/>
        <source>Idle check</source>
        <translation>Leerlaufprüfung</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="148"/>
        <source>%1 tokens a month at %2 per 1M</source>
        <translation>%1 Token pro Monat zu %2 pro 1 Mio.</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="156"/>
        <source>of tokens</source>
        <translation>der Token</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="152"/>
        <source>owned capacity unused at average load (≤ 15%); sees the average, not the daily shape</source>
        <translation>ungenutzte eigene Kapazität bei Durchschnittslast (≤ 15%); sieht den Durchschnitt, nicht den Tagesverlauf</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="133"/>
        <location filename="../ui/results_model.cpp" line="141"/>
        <source>sequences</source>
        <translation>Sequenzen</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="91"/>
        <source>Change the highlighted input: the scenario is infeasible as set.</source>
        <translation>Ändern Sie die markierte Eingabe: So ist das Szenario nicht umsetzbar.</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="26"/>
        <source>%1 trillion</source>
        <translation>%1 Billionen</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="28"/>
        <source>%1 billion</source>
        <translation>%1 Milliarden</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="116"/>
        <source>at the batch cap (%1) each step waits on compute</source>
        <translation>an der Stapelgrenze (%1) wartet jeder Schritt auf die Rechenleistung</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="127"/>
        <source>Binding constraint</source>
        <translation>Maßgebliche Grenze</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="155"/>
        <source>owned $/1M over the API&apos;s (≤ 0.75); cannot see financing or model-year risk</source>
        <translation>eigene $/1 Mio. im Verhältnis zur API (≤ 0,75); erfasst weder Finanzierung noch das Risiko des Modelljahrgangs</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="134"/>
        <source>TPOT at the operating point</source>
        <translation>TPOT im Betriebspunkt</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="119"/>
        <source>the simulated p%1 time to first token sets the replica count</source>
        <translation>die simulierte p%1-Zeit bis zum ersten Token bestimmt die Zahl der Replikas</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="154"/>
        <source>× API</source>
        <translation>× API</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="137"/>
        <source>TTFT (analytic)</source>
        <translation>TTFT (analytisch)</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="141"/>
        <source>Seats per replica</source>
        <translation>Plätze pro Replika</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="142"/>
        <source>at full ISL+OSL; %1 sustained by a running mix</source>
        <translation>bei voller ISL+OSL; %1 dauerhaft bei gemischter Last</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="102"/>
        <source>%1 replicas × %2, %3 nodes</source>
        <translation>%1 Replikas × %2, %3 Knoten</translation>
    </message>
    <message>
        <source>%1 decode replicas × %2 and %3 prefill replicas × %4, %5 nodes</source>
        <translation>%1 Decode-Replikas × %2 und %3 Prefill-Replikas × %4, %5 Knoten</translation>
    </message>
    <message>
        <location filename="../ui/results_model.cpp" line="157"/>
        <source>API share of tokens (≤ 10%); zero in a fleet sized for the peak</source>
        <translation>API-Anteil an den Token (≤ 10%); null bei einer auf die Spitze ausgelegten Flotte</translation>
    </message>
    <message>
        <source>Simulated sizing</source>
        <translation>Simulierte Dimensionierung</translation>
    </message>
    <message>
        <source>%1 [%2, %3]</source>
        <translation>%1 [%2, %3]</translation>
    </message>
    <message>
        <source>routed by “%1”: %2 of requests over the TTFT target, %3 over the TPOT target; the closed-form tail model says %4 (%5)</source>
        <translation>verteilt nach „%1“: %2 der Anfragen über dem TTFT-Ziel, %3 über dem TPOT-Ziel; das geschlossene Tail-Modell sagt %4 (%5)</translation>
    </message>
    <message>
        <source>SLO cannot be met</source>
        <translation>SLO nicht erreichbar</translation>
    </message>
    <message>
        <source>no simulated fleet met the p%1 targets</source>
        <translation>keine simulierte Flotte erreichte die p%1-Ziele</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>Replikas</translation>
    </message>
</context>
<context>
    <name>capstan::ui::RevisionHistoryDialog</name>
    <message>
        <location filename="../ui/library/revision_history_dialog.cpp" line="80"/>
        <source>History of “%1”</source>
        <translation>Verlauf von „%1“</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/library/revision_history_dialog.cpp" line="81"/>
        <source>“%1” has %n revision(s). Opening one loads it into the workbench and leaves the library as it is; restoring one saves a copy of it as the newest revision.</source>
        <translation>
            <numerusform>„%1“ hat %n Revision. Öffnen lädt sie in die Arbeitsfläche und lässt die Bibliothek unverändert; Wiederherstellen speichert eine Kopie davon als neueste Revision.</numerusform>
            <numerusform>„%1“ hat %n Revisionen. Öffnen lädt eine davon in die Arbeitsfläche und lässt die Bibliothek unverändert; Wiederherstellen speichert eine Kopie davon als neueste Revision.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/library/revision_history_dialog.cpp" line="112"/>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <location filename="../ui/library/revision_history_dialog.cpp" line="112"/>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/library/revision_history_dialog.cpp" line="112"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location filename="../ui/library/revision_history_dialog.cpp" line="113"/>
        <source>&amp;Open this revision</source>
        <translation>Diese Revision ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../ui/library/revision_history_dialog.cpp" line="114"/>
        <source>Load this revision into the workbench (undoable); the library is not changed.</source>
        <translation>Diese Revision in die Arbeitsfläche laden (rückgängig machbar); die Bibliothek bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../ui/library/revision_history_dialog.cpp" line="115"/>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/library/revision_history_dialog.cpp" line="116"/>
        <source>Save a copy of this revision as the newest revision.</source>
        <translation>Eine Kopie dieser Revision als neueste Revision speichern.</translation>
    </message>
    <message>
        <location filename="../ui/library/revision_history_dialog.cpp" line="117"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>capstan::ui::ScenarioDocument</name>
    <message>
        <location filename="../ui/scenario_document.cpp" line="39"/>
        <source>Set %1 to %2</source>
        <translation>%1 auf %2 setzen</translation>
    </message>
</context>
<context>
    <name>capstan::ui::TornadoChart</name>
    <message>
        <location filename="../ui/charts/tornado_chart.cpp" line="70"/>
        <source>No sensitivity: %1</source>
        <translation>Keine Sensitivität: %1</translation>
    </message>
    <message>
        <location filename="../ui/charts/tornado_chart.cpp" line="74"/>
        <source>Computing the sensitivity…</source>
        <translation>Sensitivität wird berechnet…</translation>
    </message>
    <message>
        <location filename="../ui/charts/tornado_chart.cpp" line="56"/>
        <source>Sensitivity: each input ±20%</source>
        <translation>Sensitivität: jede Eingabe ±20%</translation>
    </message>
    <message>
        <location filename="../ui/charts/tornado_chart.cpp" line="35"/>
        <source>refining…</source>
        <translation>wird verfeinert…</translation>
    </message>
    <message>
        <location filename="../ui/charts/tornado_chart.cpp" line="59"/>
        <source>Δ owned bill, $/month</source>
        <translation>Δ Rechnung, $/Monat</translation>
    </message>
    <message>
        <location filename="../ui/charts/tornado_chart.cpp" line="57"/>
        <source>input −20%</source>
        <translation>Eingabe −20%</translation>
    </message>
    <message>
        <location filename="../ui/charts/tornado_chart.cpp" line="58"/>
        <source>input +20%</source>
        <translation>Eingabe +20%</translation>
    </message>
    <message>
        <location filename="../ui/charts/tornado_chart.cpp" line="99"/>
        <source>%1  (%2→%3 GPUs)</source>
        <translation>%1  (%2→%3 GPUs)</translation>
    </message>
</context>
<context>
    <name>capstan::ui::ApiPricePicker</name>
    <message>
        <source>API price sheet</source>
        <translation>API-Preisliste</translation>
    </message>
    <message>
        <source>List prices per 1M tokens (input / cached input / output) of providers serving this model, on the date shown. Choosing one sets the three API prices; enter your own the same way.</source>
        <translation>Listenpreise pro 1 Mio. Token (Eingabe / Cache-Eingabe / Ausgabe) von Anbietern dieses Modells, zum angegebenen Datum. Die Auswahl setzt die drei API-Preise; eigene Preise werden genauso eingetragen.</translation>
    </message>
    <message>
        <source>Blended price (no sheet)</source>
        <translation>Mischpreis (keine Preisliste)</translation>
    </message>
    <message>
        <source>%1 · %2: in %3 / cached %4 / out %5 (%6)</source>
        <translation>%1 · %2: Eingabe %3 / Cache %4 / Ausgabe %5 (%6)</translation>
    </message>
    <message>
        <source>Your own prices</source>
        <translation>Eigene Preise</translation>
    </message>
    <message>
        <source>Blended API price</source>
        <translation>Gemischter API-Preis</translation>
    </message>
    <message>
        <source>API prices of %1</source>
        <translation>API-Preise von %1</translation>
    </message>
</context>
<context>
    <name>capstan::ui::EntryForm</name>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>The short name scenario files and capstan-cli use for this entry.</source>
        <translation>Der Kurzname, unter dem Szenariodateien und capstan-cli diesen Eintrag führen.</translation>
    </message>
    <message>
        <source>lowercase letters, digits, &apos;.&apos; and &apos;-&apos;</source>
        <translation>Kleinbuchstaben, Ziffern, &apos;.&apos; und &apos;-&apos;</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>The name charts, tables and reports show.</source>
        <translation>Der Name in Diagrammen, Tabellen und Berichten.</translation>
    </message>
    <message>
        <source>any non-empty text</source>
        <translation>beliebiger nicht leerer Text</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Device memory as the driver reports it (nvidia-smi&apos;s total, 81,559 MiB on an H100 80 GB), not the datasheet&apos;s rounded gigabytes.</source>
        <translation>Gerätespeicher, wie ihn der Treiber meldet (Gesamtwert von nvidia-smi, 81.559 MiB bei einer H100 80 GB), nicht die gerundeten Gigabyte des Datenblatts.</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM-Bandbreite</translation>
    </message>
    <message>
        <source>Peak memory bandwidth from the datasheet (3.35 TB/s on an H100 SXM); decode speed is bound by it.</source>
        <translation>Spitzen-Speicherbandbreite laut Datenblatt (3,35 TB/s bei einer H100 SXM); die Decode-Geschwindigkeit ist durch sie begrenzt.</translation>
    </message>
    <message>
        <source>Dense BF16 tensor throughput</source>
        <translation>Dichter BF16-Tensordurchsatz</translation>
    </message>
    <message>
        <source>Peak BF16 tensor-core throughput without sparsity; datasheets often print the 2:4 sparse figure, twice this.</source>
        <translation>BF16-Spitzendurchsatz der Tensorkerne ohne Sparsity; Datenblätter nennen oft den 2:4-Sparse-Wert, der doppelt so hoch ist.</translation>
    </message>
    <message>
        <source>Dense FP8 tensor throughput</source>
        <translation>Dichter FP8-Tensordurchsatz</translation>
    </message>
    <message>
        <source>Peak FP8 tensor-core throughput without sparsity, from the datasheet; 0 when the card has no FP8.</source>
        <translation>FP8-Spitzendurchsatz der Tensorkerne ohne Sparsity laut Datenblatt; 0, wenn die Karte kein FP8 kann.</translation>
    </message>
    <message>
        <source>Dense FP4 tensor throughput</source>
        <translation>Dichter FP4-Tensordurchsatz</translation>
    </message>
    <message>
        <source>Peak FP4 tensor-core throughput without sparsity, from the datasheet; 0 when the card has no FP4.</source>
        <translation>FP4-Spitzendurchsatz der Tensorkerne ohne Sparsity laut Datenblatt; 0, wenn die Karte kein FP4 kann.</translation>
    </message>
    <message>
        <source>Sustained GEMM clock</source>
        <translation>Dauertakt unter GEMM-Last</translation>
    </message>
    <message>
        <source>A power-capped card&apos;s clock under dense matrix load, as a share of the same chip&apos;s at a higher power limit, from measured GEMM rates (MI300X at 750 W: 0.84 of the MI325X at 1,000 W); scales its tensor throughput. Empty or 1 when not capped or not measured.</source>
        <translation>Takt einer leistungsbegrenzten Karte unter dichter Matrixlast als Anteil des Takts desselben Chips bei höherem Leistungslimit, aus gemessenen GEMM-Raten (MI300X bei 750 W: 0,84 der MI325X bei 1.000 W); skaliert ihren Tensordurchsatz. Leer oder 1, wenn nicht begrenzt oder nicht gemessen.</translation>
    </message>
    <message>
        <source>GPU-to-GPU bandwidth</source>
        <translation>GPU-zu-GPU-Bandbreite</translation>
    </message>
    <message>
        <source>Per-GPU bandwidth of the link inside a node (NVLink, Infinity Fabric or PCIe) in one direction: 450 GB/s of an H100 SXM&apos;s 900 GB/s both ways; tensor-parallel all-reduces run over it.</source>
        <translation>Bandbreite je GPU der Verbindung innerhalb eines Knotens (NVLink, Infinity Fabric oder PCIe) in einer Richtung: 450 GB/s der 900 GB/s beider Richtungen einer H100 SXM; Tensor-parallele All-Reduces laufen darüber.</translation>
    </message>
    <message>
        <source>Board power</source>
        <translation>Leistungsaufnahme der Karte</translation>
    </message>
    <message>
        <source>Maximum board power (TDP or TBP) from the datasheet; the energy bill and the power envelope count it.</source>
        <translation>Maximale Leistungsaufnahme der Karte (TDP oder TBP) laut Datenblatt; Energierechnung und Leistungsbudget zählen sie.</translation>
    </message>
    <message>
        <source>Owned cost per card-month</source>
        <translation>Eigenkosten je Karte und Monat</translation>
    </message>
    <message>
        <source>What one owned card costs a month: its price over 36 months plus power, colocation, network and staff.</source>
        <translation>Was eine eigene Karte im Monat kostet: ihr Preis über 36 Monate plus Strom, Rechenzentrum, Netzwerk und Personal.</translation>
    </message>
    <message>
        <source>Rental price</source>
        <translation>Mietpreis</translation>
    </message>
    <message>
        <source>A cloud&apos;s on-demand list price for one GPU for one hour.</source>
        <translation>Der On-Demand-Listenpreis einer Cloud für eine GPU und eine Stunde.</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs je Knoten</translation>
    </message>
    <message>
        <source>GPUs in one server that share the fast link; tensor parallelism stays inside a node.</source>
        <translation>GPUs in einem Server, die sich die schnelle Verbindung teilen; Tensor-Parallelität bleibt innerhalb eines Knotens.</translation>
    </message>
    <message>
        <source>Scale-up domain</source>
        <translation>Scale-up-Domäne</translation>
    </message>
    <message>
        <source>GPUs one NVLink or Infinity Fabric domain joins when it spans nodes (GB200 NVL72: 72); 0 = one node. Collectives beyond it run over the scale-out network.</source>
        <translation>GPUs, die eine NVLink- oder Infinity-Fabric-Domäne über Knoten hinweg verbindet (GB200 NVL72: 72); 0 = ein Knoten. Kollektive darüber hinaus laufen über das Scale-out-Netz.</translation>
    </message>
    <message>
        <source>CPU server</source>
        <translation>CPU-Server</translation>
    </message>
    <message>
        <source>Checked when the entry is a whole CPU server standing in as one card.</source>
        <translation>Angehakt, wenn der Eintrag ein ganzer CPU-Server ist, der als eine Karte zählt.</translation>
    </message>
    <message>
        <source>checked or not</source>
        <translation>angehakt oder nicht</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>The chip family from the datasheet (hopper, blackwell, cdna3, ...); cdna parts get the CDNA kernel efficiency.</source>
        <translation>Die Chipfamilie laut Datenblatt (hopper, blackwell, cdna3, ...); cdna-Karten erhalten die CDNA-Kerneleffizienz.</translation>
    </message>
    <message>
        <source>a listed family or your own word</source>
        <translation>eine gelistete Familie oder ein eigenes Wort</translation>
    </message>
    <message>
        <source>Scale-out bandwidth</source>
        <translation>Scale-out-Bandbreite</translation>
    </message>
    <message>
        <source>Per-GPU network bandwidth between nodes (InfiniBand or RoCE NICs); 0 when not stated.</source>
        <translation>Netzwerkbandbreite je GPU zwischen Knoten (InfiniBand- oder RoCE-Netzwerkkarten); 0, wenn nicht angegeben.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Where the figures come from: a datasheet, model card or measurement.</source>
        <translation>Woher die Werte stammen: Datenblatt, Modellkarte oder Messung.</translation>
    </message>
    <message>
        <source>any text</source>
        <translation>beliebiger Text</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>When the figures (and prices) were taken.</source>
        <translation>Wann die Werte (und Preise) erhoben wurden.</translation>
    </message>
    <message>
        <source>YYYY-MM or YYYY-MM-DD</source>
        <translation>JJJJ-MM oder JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>Transformer blocks; num_hidden_layers in config.json.</source>
        <translation>Transformer-Blöcke; num_hidden_layers in config.json.</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Verborgene Dimension</translation>
    </message>
    <message>
        <source>Width of the residual stream; hidden_size in config.json.</source>
        <translation>Breite des Residualstroms; hidden_size in config.json.</translation>
    </message>
    <message>
        <source>a positive integer</source>
        <translation>eine positive ganze Zahl</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention-Köpfe</translation>
    </message>
    <message>
        <source>Query heads per layer; num_attention_heads in config.json.</source>
        <translation>Query-Köpfe je Schicht; num_attention_heads in config.json.</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-Köpfe</translation>
    </message>
    <message>
        <source>Key/value heads per layer; num_key_value_heads in config.json, equal to the heads without grouped-query attention.</source>
        <translation>Key/Value-Köpfe je Schicht; num_key_value_heads in config.json, ohne Grouped-Query-Attention gleich der Zahl der Köpfe.</translation>
    </message>
    <message>
        <source>1 .. heads, a divisor of heads</source>
        <translation>1 .. Köpfe, ein Teiler der Köpfe</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>Kopfdimension</translation>
    </message>
    <message>
        <source>Width of one attention head; head_dim in config.json, else hidden size / heads.</source>
        <translation>Breite eines Attention-Kopfes; head_dim in config.json, sonst verborgene Dimension / Köpfe.</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>FFN-Breite</translation>
    </message>
    <message>
        <source>Inner width of the dense MLP; intermediate_size in config.json.</source>
        <translation>Innere Breite des dichten MLP; intermediate_size in config.json.</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>Tokens the tokenizer knows; vocab_size in config.json.</source>
        <translation>Tokens, die der Tokenizer kennt; vocab_size in config.json.</translation>
    </message>
    <message>
        <source>Total parameters</source>
        <translation>Parameter gesamt</translation>
    </message>
    <message>
        <source>Every weight of the checkpoint in billions, as the model card states it.</source>
        <translation>Alle Gewichte des Checkpoints in Milliarden, wie die Modellkarte sie angibt.</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>Aktive Parameter</translation>
    </message>
    <message>
        <source>Weights one token passes through, in billions: the total for a dense model, the shared part plus the top-k experts for a mixture of experts.</source>
        <translation>Gewichte, die ein Token durchläuft, in Milliarden: alle bei einem dichten Modell, bei Mixture of Experts der gemeinsame Teil plus die Top-k-Experten.</translation>
    </message>
    <message>
        <source>above 0, at most the total; within 5% of the expert shapes for a mixture of experts</source>
        <translation>über 0, höchstens die Gesamtzahl; bei Mixture of Experts innerhalb von 5 % der Expertenformen</translation>
    </message>
    <message>
        <source>Parameters outside the decoder</source>
        <translation>Parameter außerhalb des Decoders</translation>
    </message>
    <message>
        <source>Weights held but not run per token, in billions: a vision encoder or a multi-token-prediction head.</source>
        <translation>Gewichte, die gehalten, aber nicht je Token gerechnet werden, in Milliarden: ein Vision-Encoder oder ein Multi-Token-Prediction-Kopf.</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Geteilte Embeddings</translation>
    </message>
    <message>
        <source>Checked when the output head reuses the input embedding matrix; tie_word_embeddings in config.json.</source>
        <translation>Angehakt, wenn der Ausgabekopf die Eingabe-Embedding-Matrix wiederverwendet; tie_word_embeddings in config.json.</translation>
    </message>
    <message>
        <source>QKV bias</source>
        <translation>QKV-Bias</translation>
    </message>
    <message>
        <source>Checked when the query, key and value projections carry biases (Qwen2; attention_bias in config.json).</source>
        <translation>Angehakt, wenn die Query-, Key- und Value-Projektionen Biases tragen (Qwen2; attention_bias in config.json).</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>Kontextlänge</translation>
    </message>
    <message>
        <source>Tokens the model was trained to attend to; max_position_embeddings in config.json, 0 when not stated.</source>
        <translation>Tokens, auf die das Modell trainiert wurde; max_position_embeddings in config.json, 0 wenn nicht angegeben.</translation>
    </message>
    <message>
        <source>Released weight format</source>
        <translation>Veröffentlichtes Gewichtsformat</translation>
    </message>
    <message>
        <source>The precision the checkpoint ships in (bf16, fp8-block128, mxfp4-experts), from the model card.</source>
        <translation>Die Genauigkeit, in der der Checkpoint ausgeliefert wird (bf16, fp8-block128, mxfp4-experts), laut Modellkarte.</translation>
    </message>
    <message>
        <source>Hugging Face repository</source>
        <translation>Hugging-Face-Repository</translation>
    </message>
    <message>
        <source>The released checkpoint&apos;s repository on Hugging Face.</source>
        <translation>Das Repository des veröffentlichten Checkpoints auf Hugging Face.</translation>
    </message>
    <message>
        <source>owner/name, or empty</source>
        <translation>owner/name oder leer</translation>
    </message>
    <message>
        <source>Routed experts</source>
        <translation>Geroutete Experten</translation>
    </message>
    <message>
        <source>Routed experts per MoE layer; num_local_experts or n_routed_experts in config.json, empty for a dense model.</source>
        <translation>Geroutete Experten je MoE-Schicht; num_local_experts oder n_routed_experts in config.json, leer bei einem dichten Modell.</translation>
    </message>
    <message>
        <source>0 (dense) or at least 2</source>
        <translation>0 (dicht) oder mindestens 2</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>Experten je Token</translation>
    </message>
    <message>
        <source>Routed experts each token runs (top-k); num_experts_per_tok in config.json.</source>
        <translation>Geroutete Experten, die jedes Token rechnet (Top-k); num_experts_per_tok in config.json.</translation>
    </message>
    <message>
        <source>1 .. routed experts</source>
        <translation>1 .. geroutete Experten</translation>
    </message>
    <message>
        <source>MoE layers</source>
        <translation>MoE-Schichten</translation>
    </message>
    <message>
        <source>Layers whose MLP is a mixture of experts: all layers but first_k_dense_replace in a DeepSeek config.</source>
        <translation>Schichten, deren MLP eine Mixture of Experts ist: alle außer first_k_dense_replace in einer DeepSeek-Konfiguration.</translation>
    </message>
    <message>
        <source>1 .. layers</source>
        <translation>1 .. Schichten</translation>
    </message>
    <message>
        <source>Expert FFN size</source>
        <translation>FFN-Breite eines Experten</translation>
    </message>
    <message>
        <source>Inner width of one routed expert; moe_intermediate_size in config.json.</source>
        <translation>Innere Breite eines gerouteten Experten; moe_intermediate_size in config.json.</translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation>Gemeinsame Experten</translation>
    </message>
    <message>
        <source>Experts every token runs beside its top-k; n_shared_experts in config.json.</source>
        <translation>Experten, die jedes Token neben seinen Top-k rechnet; n_shared_experts in config.json.</translation>
    </message>
    <message>
        <source>Shared-expert FFN size</source>
        <translation>FFN-Breite eines gemeinsamen Experten</translation>
    </message>
    <message>
        <source>Inner width of one shared expert, as the config states it.</source>
        <translation>Innere Breite eines gemeinsamen Experten, wie die Konfiguration sie angibt.</translation>
    </message>
    <message>
        <source>Latent KV rank</source>
        <translation>Latenter KV-Rang</translation>
    </message>
    <message>
        <source>Width of the compressed key/value latent of multi-head latent attention; kv_lora_rank in config.json, empty without MLA.</source>
        <translation>Breite des komprimierten Key/Value-Latents der Multi-Head-Latent-Attention; kv_lora_rank in config.json, leer ohne MLA.</translation>
    </message>
    <message>
        <source>0 (not MLA) or positive</source>
        <translation>0 (kein MLA) oder positiv</translation>
    </message>
    <message>
        <source>Rotary key dimension</source>
        <translation>Rotationsdimension der Keys</translation>
    </message>
    <message>
        <source>Per-head width of the rotary part the cache keeps beside the latent; qk_rope_head_dim in config.json.</source>
        <translation>Breite je Kopf des rotierenden Teils, den der Cache neben dem Latent hält; qk_rope_head_dim in config.json.</translation>
    </message>
    <message>
        <source>0 or more with a latent KV rank, else 0</source>
        <translation>0 oder mehr mit latentem KV-Rang, sonst 0</translation>
    </message>
    <message>
        <source>Latent query rank</source>
        <translation>Latenter Query-Rang</translation>
    </message>
    <message>
        <source>Width of the compressed query; q_lora_rank in config.json, 0 for full-rank queries.</source>
        <translation>Breite der komprimierten Query; q_lora_rank in config.json, 0 für Queries mit vollem Rang.</translation>
    </message>
    <message>
        <source>Non-rotary query/key dimension</source>
        <translation>Nicht rotierende Query/Key-Dimension</translation>
    </message>
    <message>
        <source>Per-head query/key width without the rotary part; qk_nope_head_dim in config.json.</source>
        <translation>Query/Key-Breite je Kopf ohne den rotierenden Teil; qk_nope_head_dim in config.json.</translation>
    </message>
    <message>
        <source>Value head dimension</source>
        <translation>Value-Kopfdimension</translation>
    </message>
    <message>
        <source>Per-head width of the values; v_head_dim in config.json.</source>
        <translation>Breite der Values je Kopf; v_head_dim in config.json.</translation>
    </message>
    <message>
        <source>Sliding-window layers</source>
        <translation>Sliding-Window-Schichten</translation>
    </message>
    <message>
        <source>Layers that attend only to the last window of tokens (layer_types or sliding_window_pattern in config.json).</source>
        <translation>Schichten, die nur auf das letzte Fenster von Tokens achten (layer_types oder sliding_window_pattern in config.json).</translation>
    </message>
    <message>
        <source>0 .. layers</source>
        <translation>0 .. Schichten</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>Gleitendes Fenster</translation>
    </message>
    <message>
        <source>Tokens a sliding-window layer keeps; sliding_window in config.json.</source>
        <translation>Tokens, die eine Sliding-Window-Schicht behält; sliding_window in config.json.</translation>
    </message>
    <message>
        <source>Attention sink tokens</source>
        <translation>Attention-Sink-Tokens</translation>
    </message>
    <message>
        <source>Tokens at the start a windowed layer keeps beyond its window.</source>
        <translation>Tokens am Anfang, die eine Fensterschicht über ihr Fenster hinaus behält.</translation>
    </message>
    <message>
        <source>Linear-attention layers</source>
        <translation>Linear-Attention-Schichten</translation>
    </message>
    <message>
        <source>Layers with a fixed recurrent state instead of a growing KV cache (linear attention, state-space layers).</source>
        <translation>Schichten mit festem rekurrentem Zustand statt eines wachsenden KV-Caches (lineare Attention, State-Space-Schichten).</translation>
    </message>
    <message>
        <source>0 .. layers minus sliding-window layers</source>
        <translation>0 .. Schichten minus Sliding-Window-Schichten</translation>
    </message>
    <message>
        <source>Linear-attention state</source>
        <translation>Linear-Attention-Zustand</translation>
    </message>
    <message>
        <source>State elements one sequence holds in one linear layer.</source>
        <translation>Zustandselemente, die eine Sequenz in einer linearen Schicht hält.</translation>
    </message>
    <message>
        <source>Linear-layer parameters</source>
        <translation>Parameter einer linearen Schicht</translation>
    </message>
    <message>
        <source>Parameters of one linear layer&apos;s mixer.</source>
        <translation>Parameter des Mixers einer linearen Schicht.</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source>%1 .. %2</source>
        <translation>%1 .. %2</translation>
    </message>
    <message>
        <source>Allowed: %1</source>
        <translation>Erlaubt: %1</translation>
    </message>
</context>
<context>
    <name>capstan::ui::CatalogEditor</name>
    <message>
        <source>GPU and model of your own</source>
        <translation>Eigene GPU und eigenes Modell</translation>
    </message>
    <message>
        <source>New from…</source>
        <translation>Neu aus…</translation>
    </message>
    <message>
        <source>Import config.json…</source>
        <translation>config.json importieren…</translation>
    </message>
    <message>
        <source>A Hugging Face config.json; you can also drop the file on this window</source>
        <translation>Eine config.json von Hugging Face; die Datei kann auch auf dieses Fenster gezogen werden</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Import config.json</source>
        <translation>config.json importieren</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json)</source>
        <translation>Hugging-Face-Konfiguration (*.json)</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>%1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Nicht importiert: %1</translation>
    </message>
    <message>
        <source>Imported %1; apply to use it.</source>
        <translation>%1 importiert; zum Verwenden übernehmen.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Nicht übernommen: %1</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>Nichts geändert.</translation>
    </message>
    <message>
        <source>Own GPU and model</source>
        <translation>Eigene GPU und eigenes Modell</translation>
    </message>
    <message>
        <source>Applied: the scenario now uses this GPU and model.</source>
        <translation>Übernommen: Das Szenario verwendet jetzt diese GPU und dieses Modell.</translation>
    </message>
</context>
</TS>
