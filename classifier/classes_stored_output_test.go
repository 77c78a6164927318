package classifier

import "testing"

// TestGeneratorsThatStoreTheirOutput: a generator or converter whose
// output is kept in a service's storage (a bucket named for it, a signed
// URL whose life the caller sets) writes it there; one that only returns
// what it makes, or a lookup that hands out a link to what is already
// stored, reads.
func TestGeneratorsThatStoreTheirOutput(t *testing.T) {
	const (
		bucketed   = `{"type":"object","properties":{"markup":{"type":"string"},"s3_bucket":{"type":"string","description":"Bucket name."}}}`
		bucketDesc = `{"type":"object","properties":{"doc":{"type":"string"},"target":{"type":"string","description":"Cloud bucket to store the rendered image in; defaults to the account's."}}}`
		signedTTL  = `{"type":"object","properties":{"source":{"type":"string"},"ttl":{"type":"integer","description":"Signed link lifetime in minutes (5-1440)."}}}`
		namedTTL   = `{"type":"object","properties":{"pages":{"type":"string"},"signedUrlExpiry":{"type":"integer"}}}`
		lookupTTL  = `{"type":"object","properties":{"key":{"type":"string"},"expires":{"type":"integer","description":"Signed URL expiry in seconds."}}}`
		plain      = `{"type":"object","properties":{"markup":{"type":"string"},"landscape":{"type":"boolean","description":"Turn the page."}}}`
		bucketFrom = `{"type":"object","properties":{"bucket":{"type":"string","description":"Bucket to read the source image from."}}}`
	)
	runVerbCases(t, []verbCase{
		{"a render kept in a named bucket", "render_invoice", "Render an invoice from HTML markup.", bucketed, Write},
		{"a render kept in a described bucket", "rasterize_doc", "Rasterize a document to PNG.", bucketDesc, Write},
		{"a conversion behind a signed link", "convert_slides", "Convert slides to a PDF deck.", signedTTL, Write},
		{"an expiry named for a signed URL", "split_document", "Split a document into single pages.", namedTTL, Write},
		{"a lookup with a link expiry", "get_object_link", "Get a link to download a stored object.", lookupTTL, Read},
		{"a render returned", "render_invoice", "Render an invoice from HTML markup.", plain, Read},
		{"a bucket read from", "generate_thumbnail", "Generate a thumbnail of an image.", bucketFrom, Read},
	})
}
