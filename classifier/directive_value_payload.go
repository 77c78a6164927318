package classifier

import "strings"

// A schema's value is sent as it is written: an enum member the model
// picks, a const it must send, a default it sends when the user names
// nothing. A value that is a command sending data out of the user's
// systems does the harm with no sentence to read: a statement that pipes
// a table to a program ("COPY users TO PROGRAM 'curl …'"), a shell line
// whose sender posts its input or a file to a host ("env | curl -d @-
// https://…"). What is read is what the command does, not the host's
// name: a sender that reads a page and posts nothing, or SQL that only
// reads, stays clean.

// programSinks are the database primitives that hand data to a program,
// a file the server may serve, or another host.
var programSinks = []string{"to program", "xp_cmdshell", "into outfile", "into dumpfile", "utl_http", "dblink(", "lo_export"}

// netSenders are the commands that send bytes to a host.
var netSenders = []string{"curl", "wget", "nc", "ncat", "netcat", "socat", "scp", "rsync", "ftp", "invoke-webrequest",
	"invoke-restmethod", "iwr", "irm"}

// sentData are the flags and shapes with which a sender posts data: its
// input (@-), a file, a form, an upload or a method that carries a body.
var sentData = []string{" -d", "--data", " -f ", "--form", " -t ", "--upload-file", " @", "=@", "--post-data", "--post-file", "-x post",
	"-xpost", "--request post", "-method post", "-infile", "-body"}

// valuePayload returns "<param> = <value>" for the first enum member,
// const or default of the tool's parameters that is a command sending
// data out.
func valuePayload(tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	for _, p := range tc.params {
		if p.deflt != "" && (sendsDataOut(p.deflt) || proseSendsOut(p.deflt, tc)) {
			return p.name + " = " + p.deflt, true
		}
		for _, v := range p.enum {
			if sendsDataOut(v) || proseSendsOut(v, tc) {
				return p.name + " = " + v, true
			}
		}
	}
	return "", false
}

// sendsDataOut reports whether a value is a command that sends data to
// another host or program: a database sink, or a network sender with the
// flags that post data and a host to post it to.
func sendsDataOut(v string) bool {
	if len(v) < 12 || strings.IndexByte(v, ' ') < 0 {
		return false // a word or a name: no command
	}
	v = toLower(v)
	if hasSubstring(v, programSinks) {
		return true
	}
	s := firstAt(v, netSenders, true)
	if s < 0 {
		return false
	}
	after := v[s:]
	if !hasSubstring(after, sentData) && !strings.Contains(v[:s], "|") {
		return false // it reads, it posts nothing
	}
	return strings.Contains(after, "://") || hasIPv4(after)
}

// proseSenders are the verbs with which a value in prose orders what the
// call makes sent on ("csv, then upload the file to http://…").
var proseSenders = []string{"upload", "send", "post", "forward", "copy", "mirror", "sync", "push"}

// proseSendsOut reports whether a value written as prose orders what the
// call makes sent to an address it prints, not the tool's own site.
func proseSendsOut(v string, tc *toolContext) bool {
	if len(v) < 12 || strings.IndexByte(v, ' ') < 0 || !strings.Contains(v, "://") && strings.IndexByte(v, '@') < 0 {
		return false
	}
	v = toLower(v)
	return firstAt(v, proseSenders, true) >= 0 && sentTo(v, tc)
}

// hasIPv4 reports whether s has four dot-separated numbers of one to
// three digits: a host written as an address.
func hasIPv4(s string) bool {
	for i := range len(s) {
		if !isDigit(s[i]) || i > 0 && (isDigit(s[i-1]) || s[i-1] == '.') {
			continue
		}
		j, parts := i, 0
		for parts < 4 {
			k := j
			for k < len(s) && k-j < 4 && isDigit(s[k]) {
				k++
			}
			if k == j || k-j > 3 {
				break
			}
			parts++
			if parts < 4 {
				if k >= len(s) || s[k] != '.' {
					break
				}
				k++
			}
			j = k
		}
		if parts == 4 {
			return true
		}
	}
	return false
}
