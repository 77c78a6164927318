//go:build race

package sandbox

// raceBuild: the race detector maps terabytes of shadow memory, so an
// isolated child built with it sets no address-space limit.
const raceBuild = true
