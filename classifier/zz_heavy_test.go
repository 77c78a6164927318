package classifier

import "testing"

func BenchmarkZZHeavy(b *testing.B) {
	tools := corpusTools(b)
	rs := Default()
	want := map[string]bool{"write_pdf": true, "edit_block": true, "read_file": true, "firecrawl_scrape": true, "interact": true, "download_usage_api_data": true, "start_search": true, "create_draft_note": true}
	var sel = tools[:0:0]
	for _, t := range tools {
		if want[t.Name] {
			sel = append(sel, t)
		}
	}
	b.ResetTimer()
	n := 0
	for b.Loop() {
		rs.Classify(sel[n%len(sel)])
		n++
	}
}
