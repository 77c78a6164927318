package classifier

import "testing"

// TestClassQueryDialectsThatWrite: a query parameter whose description
// names a query language with statements that write (InfluxQL's DELETE and
// DROP, a Flux script's to(), N1QL's DML) runs whatever the agent writes
// in it, as SQL does; a query language that only reads (PromQL, LogQL,
// TraceQL), a tool that says its queries are read-only, or the word flux
// for something other than a script, reads.
func TestClassQueryDialectsThatWrite(t *testing.T) {
	const (
		influxQL = `{"type":"object","properties":{"bucket":{"type":"string"},"query":{"type":"string","description":"InfluxQL statement to run, e.g. SELECT last(\"temp\") FROM \"sensors\"."}}}`
		fluxOnly = `{"type":"object","properties":{"query":{"type":"string","description":"A Flux query, for example from(bucket: \"iot\") |> range(start: -1d)."}}}`
		fluxBoth = `{"type":"object","properties":{"q":{"type":"string","description":"The raw query text: InfluxQL on 1.x servers or Flux on 2.x."}}}`
		n1ql     = `{"type":"object","properties":{"statement":{"type":"string","description":"N1QL statement executed against the cluster."}}}`
		promQL   = `{"type":"object","properties":{"query":{"type":"string","description":"PromQL expression, e.g. rate(http_requests_total[5m])."}}}`
		logQL    = `{"type":"object","properties":{"query":{"type":"string","description":"LogQL selector with optional line filters."}}}`
		fluxRO   = `{"type":"object","properties":{"query":{"type":"string","description":"InfluxQL SELECT statement."}}}`
		fluxWord = `{"type":"object","properties":{"q":{"type":"string","description":"Search text, for instance flux capacitor."}}}`
	)
	runVerbCases(t, []verbCase{
		{"an InfluxQL statement", "query_timeseries", "Query a time-series database.", influxQL, Execute},
		{"a Flux query", "run_flux", "Query the metrics store.", fluxOnly, Execute},
		{"InfluxQL or Flux, raw", "influx_query", "Send a query to an InfluxDB server through the proxy.", fluxBoth, Execute},
		{"a N1QL statement", "couchbase_query", "Query documents in a bucket.", n1ql, Execute},
		{"PromQL reads", "query_metrics", "Query a Prometheus-compatible datasource.", promQL, Read},
		{"LogQL reads", "query_logs", "Query logs in a Loki datasource.", logQL, Read},
		{"InfluxQL declared read-only", "query_timeseries", "Runs read-only queries against a time-series database.", fluxRO, Read},
		{"flux as a search word", "search_parts", "Search the parts catalogue.", fluxWord, Read},
	})
}
