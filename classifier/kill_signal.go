package classifier

import "strings"

// killSignal reads a parameter that picks the signal sent to a process
// (signal: INT, TERM, KILL) as the tool killing that process when one of
// its choices ends it: a tool that sends SIGKILL to a PID kills whatever
// runs there, whatever its name says (signal_process). A signal without
// such a choice (HUP to reload, USR1) only asks the process to act, and a
// parameter of another name (a trading signal of buy and sell) is not read.
func (s *state) killSignal(p param, lname string) {
	ks := s.r.file.KillSignals
	if ks == nil || !p.hasEnum || !ks.names[lname] || strings.ContainsAny(p.path, ".[") {
		return
	}
	var kills []string
	for _, v := range p.enum {
		if ks.values[strings.ToLower(v)] {
			kills = append(kills, v)
		}
	}
	if len(kills) == 0 {
		return
	}
	r := argRisk(p, ArgOperation, Destructive, ks.ID)
	r.Values, r.Enum = kills, p.enum
	s.add(signal{cat: Destructive, strength: 2,
		ev:   Evidence{Rule: ks.ID, Field: "param:" + p.path + ".enum", Match: kills[0], Effect: string(Destructive)},
		args: []ArgumentRisk{r}})
}
