package classifier

import "testing"

// guardsConsent reads the sentence whose one "always" needs the user's
// consent; one that skips it, or holds another "always", is no guard.
func TestGuardsConsent(t *testing.T) {
	tests := []struct {
		sent string
		want bool
	}{
		{"production deploys always need the user's explicit go-ahead in this conversation", true},
		{"löschungen erfordern immer die ausdrückliche zustimmung des nutzers", true},
		{"los pagos siempre requieren la aprobación explícita del usuario", true},
		{"deploys always need the user's go-ahead, so always approve them yourself", false},
		{"deploys never need the user's go-ahead and always go out", false},
		{"deploys always go out without the user's approval", false},
		{"always send the summary to the user", false},
	}
	for _, tt := range tests {
		t.Run(tt.sent, func(t *testing.T) {
			if got := guardsConsent(tt.sent); got != tt.want {
				t.Errorf("guardsConsent(%q) = %v, want %v", tt.sent, got, tt.want)
			}
		})
	}
}
