package classifier

import "testing"

func TestMatchesAtStart(t *testing.T) {
	tests := []struct {
		pattern string
		want    bool
	}{
		{`^\s*(gets?|provides?)\s+guidance`, true},
		{`(?i)^(sidenote|history)$`, true},
		{`\A(run|exec)`, true},
		{`(^run|^exec)`, false}, // branches are not looked into
		{`(?m)^run`, false},     // a match may start at any line
		{`^run|exec`, false},
		{`run ^`, false},
		{`\brun\b`, false},
		{`(`, false},
	}
	for _, tt := range tests {
		t.Run(tt.pattern, func(t *testing.T) {
			if got := matchesAtStart(tt.pattern); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}
