package classifier

import (
	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier/poisonmodel"
)

// modelDefinition is the part of t the learned poisoning scorer reads.
func modelDefinition(t *catalog.Tool) poisonmodel.Definition {
	return poisonmodel.Definition{
		Name: t.Name, Title: t.Title, Description: t.Description, AnnotationsTitle: t.Annotations.Title,
		InputSchema: t.InputSchema, OutputSchema: t.OutputSchema,
	}
}
