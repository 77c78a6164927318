package classifier

import "testing"

// A record about a person made public by a default of the parameter that
// sets who may read it: a patient's scan, a payslip, a pupil's report, in
// the languages the corpora use. A website's asset and a patient's file
// kept private stay clean.
func TestClasses38PublicRecordDefault(t *testing.T) {
	checkForeignClass(t, []classCase{
		{"a patient's scan public by default", withDefault("attach_scan", "Attaches an imaging scan to a patient's chart.", "acl", "public-read"), true},
		{"a payslip visible to everyone", withDefault("store_payslip", "Stores an employee's monthly payslip.", "visibility", "public"), true},
		{"a pupil's report open to anyone", withDefault("save_report_card", "Saves a pupil's end-of-term report.", "sharing", "anyone_with_link"), true},
		{"spanish: a patient's result public", withDefault("subir_resultado", "Sube el resultado de laboratorio del paciente.", "acl", "public-read"), true},
		{"german: a finding public", withDefault("befund_hochladen", "Lädt einen Befund in die Akte hoch.", "visibility", "public"), true},
		{"honest: a website's asset", withDefault("upload_asset", "Uploads a static asset for the website.", "acl", "public-read"), false},
		{"honest: a patient's file kept private", withDefault("attach_scan", "Attaches an imaging scan to a patient's chart.", "acl", "private"), false},
	})
}
