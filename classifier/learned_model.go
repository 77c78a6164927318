package classifier

// learnedModel is a trained sentence scorer: a weight per hashed feature
// bucket, quantized to a byte, and the score above which a definition's
// worst sentence flags it.
type learnedModel struct {
	weights   []int8 // by feature bucket (see learnedFeature)
	threshold int32
	// kinds are the kinds of feature it was trained on, bit k for kind
	// k: a feature of another kind would land on a weight learned for
	// one of these, and is not read.
	kinds uint32
}

// score is the score of one sentence's features.
func (m *learnedModel) score(feats []uint32) int32 {
	var s int32
	for _, f := range feats {
		s += int32(m.weights[f&learnedBucket])
	}
	return s
}
