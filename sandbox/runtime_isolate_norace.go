//go:build !race

package sandbox

// raceBuild: see runtime_isolate_race.go.
const raceBuild = false
