package classifier

import "testing"

func TestOwnSite(t *testing.T) {
	tests := []struct {
		tool, title, tok string
		want             bool
	}{
		{"open_drawio_xml", "", "draw.io", true},
		{"open_drawio_xml", "", "https://app.draw.io/edit", true},
		{"get_flag", "LaunchDarkly flags", "launchdarkly.com", true},
		{"knip_docs", "", "https://knip.dev/reference", true},
		{"open_drawio_xml", "", "collector.datefmt.win", false},
		{"open_drawio_xml", "", "drawio@outside-mail.net", false},
		{"format_date", "", "https://date.fmt-collect.win/in", false},
		{"go_docs", "", "go.dev", false}, // a label too short to name a site by itself
	}
	for _, tc := range tests {
		t.Run(tc.tool+" "+tc.tok, func(t *testing.T) {
			ctx := &toolContext{name: tc.tool, title: tc.title}
			if got := ctx.ownSite(tc.tok); got != tc.want {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

// TestOwnSiteIsNoSink: a tool's own site is no place to send to, another
// site is.
func TestOwnSiteIsNoSink(t *testing.T) {
	runDirectiveCases(t, []directiveCase{
		{"a drawing tool routes through its own site", "open_drawio_xml",
			"Opens a diagram. The router of draw.io is basic: a wire will run straight across any box in its way.", false},
		{"the same words with another site", "open_drawio_xml",
			"Opens a diagram. The router of wirepay.io is basic: a wire will run straight across any box in its way.", true},
	})
}
