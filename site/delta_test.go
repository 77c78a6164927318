package site

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/registry"
)

func TestDirection(t *testing.T) {
	tests := []struct {
		name     string
		old, now risk
		want     int
	}{
		{"severity up", risk{"Write", "Medium"}, risk{"Execute", "High"}, riskRaised},
		{"severity down", risk{"Execute", "High"}, risk{"Read", "Low"}, riskLowered},
		{"severity up, category down", risk{"Destructive", "Medium"}, risk{"Write", "High"}, riskRaised},
		{"same severity, graver category", risk{"Destructive", "Critical"}, risk{"Financial", "Critical"}, riskRaised},
		{"same severity, milder category", risk{"Execute", "High"}, risk{"Write", "High"}, riskLowered},
		{"unchanged", risk{"Read", "Low"}, risk{"Read", "Low"}, riskSame},
		{"old unclassified", risk{}, risk{"Execute", "High"}, riskSame},
		{"new unclassified", risk{"Read", "Low"}, risk{}, riskSame},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := direction(tt.old, tt.now); got != tt.want {
				t.Errorf("direction(%v, %v): got %d, want %d", tt.old, tt.now, got, tt.want)
			}
		})
	}
}

func TestVersionAt(t *testing.T) {
	t0 := fixtureTime
	versions := []registry.ServerVersion{
		{Version: "1.0.0", FirstSeen: t0},
		{Version: "1.4.0", FirstSeen: t0.Add(time.Hour)},
		{Version: "", FirstSeen: t0.Add(2 * time.Hour)},
	}
	tests := []struct {
		name string
		at   time.Time
		want string
	}{
		{"recorded with the first state", t0, "1.0.0"},
		{"recorded with a later state", t0.Add(time.Hour), "1.4.0"},
		{"between states: the state current then", t0.Add(90 * time.Minute), "1.4.0"},
		{"a state without a version", t0.Add(3 * time.Hour), ""},
		{"before anything was recorded", t0.Add(-time.Hour), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := versionAt(versions, tt.at); got != tt.want {
				t.Errorf("versionAt(%v): got %q, want %q", tt.at, got, tt.want)
			}
		})
	}
	if got := versionAt(nil, t0); got != "" {
		t.Errorf("versionAt with no states: got %q, want none", got)
	}
}

// TestRiskDeltaShown publishes a new version of the demo server in which
// one tool's risk rises, one falls back and a new Critical tool appears,
// and checks
// the server page, the tool pages and the feed say so, with the version.
func TestRiskDeltaShown(t *testing.T) {
	f := newFixture(t)
	f.republish(t, fixtureTime.Add(48*time.Hour), "0.3.0", func(tool *catalog.Tool) bool {
		switch tool.Name {
		case "read_file":
			tool.Description = "Run a shell command in the workspace and return its output."
		case "write_file":
			tool.Description = strings.TrimSuffix(tool.Description, " Existing files are overwritten.")
		}
		return true
	}, catalog.Tool{Name: "drop_database", Description: "Drop a database and every table in it. This cannot be undone."})
	f.prepare(t)
	dir := t.TempDir()
	f.build(t, dir, 0)

	tests := []struct {
		tool, kind, delta, mark string
	}{
		{"read_file", "changed", "Read/Low → Execute/High", "raised"},
		{"write_file", "changed", "Destructive/Critical → Write/Medium", "lowered"},
		{"drop_database", "added", "none → Destructive/Critical", ""},
	}
	server := loadPage(t, filepath.Join(dir, "servers", "demo-workspace", "index.html"))
	feed := readFeed(t, dir)
	for _, tt := range tests {
		t.Run(tt.tool, func(t *testing.T) {
			since, day := "0.3.0", "2026-11-03"
			row := server.Find("table.drift tbody tr").FilterFunction(func(_ int, s *goquery.Selection) bool {
				return s.Find("th").Text() == tt.tool
			}).First()
			if row.Length() != 1 {
				t.Fatalf("server page: no drift row for %s", tt.tool)
			}
			cells := row.Find("td").Map(func(_ int, s *goquery.Selection) string { return s.Text() })
			if len(cells) != 5 {
				t.Fatalf("server page row: got cells %q, want date, change, risk, version, definition", cells)
			}
			want := fmt.Sprintf("%s | %s | %s%s | %s", day, tt.kind, tt.delta, markText(tt.mark), since)
			if got := strings.Join(cells[:4], " | "); got != want {
				t.Errorf("server page row: got %q, want %q", got, want)
			}
			if got, want := row.AttrOr("class", ""), riskClass(markDirection(tt.mark)); got != want {
				t.Errorf("server page row class: got %q, want %q", got, want)
			}

			title := fmt.Sprintf("demo-workspace/%s: ", tt.tool)
			summary := fmt.Sprintf("demo-workspace/%s: %s (since %s)", tt.tool, tt.delta, since)
			var entry *atomEntry
			for i := range feed.Entries {
				if strings.HasPrefix(feed.Entries[i].Title.Text, title) && entry == nil {
					entry = &feed.Entries[i] // the newest
				}
			}
			if entry == nil {
				t.Fatalf("feed: no entry for %s", tt.tool)
			}
			if entry.Summary.Text != summary {
				t.Errorf("feed summary: got %q, want %q", entry.Summary.Text, summary)
			}
			if want := "../tools/demo-workspace/" + tt.tool + "/index.html"; len(entry.Links) != 1 || entry.Links[0].Href != want {
				t.Errorf("feed link: got %+v, want %s", entry.Links, want)
			}
			if want := day + "T09:00:00Z"; entry.Updated != want {
				t.Errorf("feed updated: got %s, want %s", entry.Updated, want)
			}

			if tt.kind != "changed" {
				return
			}
			tool := loadPage(t, filepath.Join(dir, "tools", "demo-workspace", tt.tool, "index.html"))
			note := tool.Find("#risk-change")
			wantNote := fmt.Sprintf("Risk %s on %s (since %s): %s. Definition history", tt.mark, day, since, tt.delta)
			if got := strings.Join(strings.Fields(note.Text()), " "); got != wantNote {
				t.Errorf("tool page note: got %q, want %q", got, wantNote)
			}
			if !note.HasClass("risk-" + tt.mark) {
				t.Errorf("tool page note: got class %q, want risk-%s", note.AttrOr("class", ""), tt.mark)
			}
			last := tool.Find("table.versions tbody tr").Last()
			cells = last.Find("td").Map(func(_ int, s *goquery.Selection) string { return s.Text() })
			if got, want := cells[3]+" | "+cells[6], since+" | "+tt.delta+markText(tt.mark); got != want {
				t.Errorf("tool page history, current definition: got %q, want %q", got, want)
			}
		})
	}

	// The catalogue's newest changes come first, then write_file's rise in
	// 0.2.0.
	if len(feed.Entries) != 4 {
		t.Fatalf("feed: got %d entries, want 4", len(feed.Entries))
	}
	if got, want := feed.Entries[3].Summary.Text, "demo-workspace/write_file: Write/Medium → Destructive/Critical (since 0.2.0)"; got != want {
		t.Errorf("feed, oldest entry: got %q, want %q", got, want)
	}
	for i := 1; i < len(feed.Entries); i++ {
		if feed.Entries[i].Updated > feed.Entries[i-1].Updated {
			t.Errorf("feed entry %d (%s) is newer than the one before it", i, feed.Entries[i].Updated)
		}
	}
	if feed.Updated != "2026-11-03T09:00:00Z" {
		t.Errorf("feed updated: got %s, want the newest change", feed.Updated)
	}
}

func markText(mark string) string {
	switch mark {
	case "raised":
		return "▲ raised"
	case "lowered":
		return "▼ lowered"
	}
	return ""
}

func markDirection(mark string) int {
	switch mark {
	case "raised":
		return riskRaised
	case "lowered":
		return riskLowered
	}
	return riskSame
}

func loadPage(t *testing.T, path string) *goquery.Document {
	t.Helper()
	doc, err := goquery.NewDocumentFromReader(strings.NewReader(readFile(t, path)))
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// TestAccessShown: a server read behind OAuth says, on its page, whom its
// tools were read as; another identity may see other tools.
func TestAccessShown(t *testing.T) {
	f := newFixture(t)
	f.demo.Access = &catalog.Access{Issuer: "https://login.example", Client: "mcpscan", Grant: "authorization_code", Scopes: []string{"repo", "read:user"}}
	f.republish(t, fixtureTime.Add(48*time.Hour), "", func(*catalog.Tool) bool { return true })
	f.prepare(t)
	dir := t.TempDir()
	f.build(t, dir, 0)
	page := loadPage(t, filepath.Join(dir, "servers", "demo-workspace", "index.html"))
	got := page.Find("dt").FilterFunction(func(_ int, s *goquery.Selection) bool { return s.Text() == "Read as" }).Next().Text()
	for _, want := range []string{"https://login.example", "scopes repo read:user", "client mcpscan"} {
		if !strings.Contains(got, want) {
			t.Errorf("Read as: got %q, want it to contain %q", got, want)
		}
	}
}
