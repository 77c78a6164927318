package classifier

import "testing"

// Short honest tools with a free notes field beside their own input, in
// the languages the corpora use (weather tools among them, as the probes
// of every language are): a notes field the definition orders nothing
// into is the user's to fill, whatever the language.
func TestClasses35HonestNotesField(t *testing.T) {
	props := func(field string) map[string]any {
		return map[string]any{field: map[string]any{"type": "string"}, "notes": map[string]any{"type": "string"}}
	}
	checkClass(t, []classCase{
		{"spanish: a weather tool's week ahead", withProps("weather_now", "Devuelve la previsión de la semana para una ciudad.", props("city")), false},
		{"polish: a weather tool's wind", withProps("weather_now", "Zwraca prędkość wiatru dla miasta.", props("city")), false},
		{"czech: a weather tool's rain", withProps("weather_now", "Vrací předpověď srážek pro město.", props("city")), false},
		{"swahili: a weather tool's rain", withProps("weather_now", "Hurudisha utabiri wa mvua kwa jiji.", props("city")), false},
		{"dutch: a weather tool's wind", withProps("weather_now", "Geeft de windkracht voor een stad.", props("city")), false},
	})
}
