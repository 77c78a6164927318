package classifier

import "strings"

// A safeguard can be switched off by a call written in the text rather
// than a key=value: "switch it off through set_interlock(false)",
// "call toggle_mfa(false) first". The call names the safeguard in the
// function's name once its verb of setting is dropped, and false is its
// only argument; it is read as the key set false (see offFlag), so the
// same warnings, limits and own parameters excuse it, and so does the
// tool's own name: a tool that sets the switch may show its own call.

// ownCall reports whether flag is the tool's own name.
func ownCall(tc *toolContext, flag string) bool {
	return nameJoiner.Replace(flag) == nameJoiner.Replace(strings.ToLower(tc.name))
}

// callSetters are the verbs a setting function's name opens with.
var callSetters = []string{"set", "enable", "toggle", "use", "with"}

// safetyDevices are the safeguards of machines and sites a false call
// switches off by name alone.
var safetyDevices = set([]string{"interlock", "interlocks", "safetyinterlock", "estop", "emergencystop", "emergencybrake", "brake",
	"brakes", "firewall", "alarm", "alarms", "failsafe", "safetymode", "safety", "guard", "guards", "branchprotection", "protection",
	"realtimeprotection", "antivirus", "lockout", "overspeedprotection"})

// calledOff returns the name of a function the sentence calls with false
// alone when its name opens with a verb of setting and, without it, names
// a safeguard: a bare "interlock(false)" may report a state.
func calledOff(s string) string {
	for from := 0; ; {
		i := strings.Index(s[from:], "(false)")
		if i < 0 {
			return ""
		}
		i += from
		from = i + len("(false)")
		start := strings.LastIndexAny(s[:i], " \t\n`'\"(,;:") + 1
		name := s[start:i]
		key, setter := nameJoiner.Replace(name), false
		for _, p := range callSetters {
			if strings.HasPrefix(key, p) && len(key) > len(p) {
				key, setter = key[len(p):], true
				break
			}
		}
		if setter && (unsafeWhenFalse[key] || safeguardKey(key) || safetyDevices[key]) {
			return name
		}
	}
}
