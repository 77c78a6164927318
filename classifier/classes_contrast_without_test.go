package classifier

import "testing"

// TestClassWithoutChangingTheOtherThing: "without changing the rules
// themselves" sets apart what a tool leaves alone beside what it does, so
// it does not make the tool read-only: an operation enum with a delete
// still destroys. A plain "without changing anything" or "without
// modifying the file" is still a read-only statement.
func TestClassWithoutChangingTheOtherThing(t *testing.T) {
	const (
		muteOps   = `{"type":"object","properties":{"operation":{"type":"string","enum":["list","get","create","delete"]},"id":{"type":"string"}}}`
		ruleOps   = `{"type":"object","properties":{"action":{"type":"string","enum":["list","add","remove"]},"name":{"type":"string"}}}`
		readOps   = `{"type":"object","properties":{"operation":{"type":"string","enum":["list","get"]}}}`
		overwrite = `{"type":"object","properties":{"path":{"type":"string"},"overwrite":{"type":"boolean","description":"Replace the file if it exists."}}}`
		pathOnly  = `{"type":"object","properties":{"path":{"type":"string"}}}`
	)
	runVerbCases(t, []verbCase{
		{"maintenance windows, the monitors themselves untouched", "manage_maintenance_windows", "Manage maintenance windows. A window mutes pages for matching monitors without modifying the monitors themselves.", muteOps, Destructive},
		{"suppression rules, the alert itself untouched", "suppression_rules", "Suppress a noisy alert without altering the alert definition itself.", ruleOps, Destructive},
		{"a lookup without changing anything", "manage_windows", "Inspect maintenance windows without changing anything.", readOps, Read},
		{"a preview without modifying the file", "preview_config", "Preview the merged configuration without modifying the file.", pathOnly, Read},
		{"a snapshot leaves the file itself alone", "export_copy", "Writes a copy to a new path without changing the source file itself.", overwrite, Destructive},
	})
}
