//go:build race

package intake

// raceEnabled: the race detector slows the pure-Go image work 5–10×, so
// wall-clock bounds in tests are relaxed.
const raceEnabled = true
