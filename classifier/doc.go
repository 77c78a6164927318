// Package classifier will assess a catalog.Tool: its primary risk category
// (Read, Write, Execute, Destructive or Financial, the most dangerous thing
// it can do winning), severity, capability tags, flow labels, findings such
// as tool poisoning and annotation mismatches, and the evidence for each,
// from rules kept as embedded data. It is pure: no I/O.
package classifier
