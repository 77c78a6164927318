package classifier

import "strings"

// A definition can make what a tool stores about a person public by
// default: an upload to a patient's record whose "acl" defaults to
// public-read, a payslip whose visibility defaults to public. The model
// leaves the default as it is, and the record is open to anyone. A
// website's asset or a public post is meant to be seen; a record about a
// person, their health, pay or identity is not.

// recordAccessParams are the names of the parameters that set who may read
// what the tool stores.
var recordAccessParams = map[string]bool{"acl": true, "visibility": true, "access": true, "access_level": true, "sharing": true,
	"share": true, "privacy": true, "permission": true, "permissions": true, "audience": true, "canned_acl": true}

// publicValues open what is stored to anyone.
var publicValues = map[string]bool{"public": true, "public-read": true, "public_read": true, "public-read-write": true,
	"anyone": true, "anyone_with_link": true, "anyone-with-link": true, "everyone": true, "world": true, "all": true}

// personalRecords are words of a tool's name or description that say what
// it stores is a record about a person, in the languages the corpora use.
var personalRecords = []string{"patient", "medical", "health", "clinic", "diagnos", "prescription", "lab result", "payslip",
	"payroll", "salary", "passport", "identity", "tax return", "student", "pupil", "employee", "tenant", "paciente", "médic",
	"salud", "santé", "gesundheit", "befund", "paziente", "sanitari", "pacjent", "пациент", "пацієнт", "hasta", "pasien",
	"bệnh nhân", "患者", "病历", "病歴", "환자", "مريض", "מטופל", "रोगी", "ασθεν"}

// publicRecordDefault returns the parameter and its default that make a
// record about a person public.
func publicRecordDefault(tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	for _, p := range tc.params {
		if !recordAccessParams[p.lowerName()] {
			continue
		}
		v, _ := forcedValue(p)
		if v = strings.ToLower(strings.TrimSpace(v)); !publicValues[v] {
			continue
		}
		if hasStem(toLower(tc.name+" "+tc.title), personalRecords) || hasStem(tc.lowerDesc(), personalRecords) {
			return p.name + " = " + v, true
		}
	}
	return "", false
}
