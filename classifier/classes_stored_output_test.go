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

// TestGeneratorsThatNameTheirOutputFile: a tool that names the file its
// output goes to, in a Chinese description or by a parameter for the
// generated file's name, writes that file; a file it reads, or an example
// of its input, does not make it write.
func TestGeneratorsThatNameTheirOutputFile(t *testing.T) {
	const (
		themeName = `{"type":"object","properties":{"hue":{"type":"string"},"name":{"type":"string","description":"File name for the generated stylesheet, e.g. shop.css."}}}`
		outFile   = `{"type":"object","properties":{"spec":{"type":"string"},"outputFile":{"type":"string"}}}`
		inName    = `{"type":"object","properties":{"fileName":{"type":"string","description":"Name of the log file to summarise."}}}`
		getName   = `{"type":"object","properties":{"name":{"type":"string","description":"Name of the generated report to fetch."}}}`
	)
	runVerbCases(t, []verbCase{
		{"generated into a path, in Chinese", "create_doc", "根据输入生成文档，最终生成到 docs/{name}/design.md。", "", Write},
		{"an output file, in Chinese", "proxy_mapping", "生成代理映射（输出 proxy-map.xml）。", "", Write},
		{"a parameter for the generated file's name", "generate_stylesheet", "Generate a stylesheet from a hue.", themeName, Write},
		{"a parameter named for the output file", "compose_schema", "Compose a JSON schema from a spec.", outFile, Write},
		{"a file read", "summarize_log", "Reads settings from config.json and summarises the log.", inName, Read},
		{"an example of input", "lint_markdown", "Checks Markdown such as README.md for broken links.", "", Read},
		{"a lookup of a generated file", "get_report", "Fetch a report generated earlier.", getName, Read},
		{"a chat answer that reads a file, in Chinese", "ask_doc", "读取 README.md 并回答问题。", "", Read},
		{"returned as JSON text", "generate_schema", "Generates a schema and returns it as JSON.", "", Read},
	})
}

// TestGeneratorsWithAnOutputChoice: a parameter that says where to save
// the output, or an output mode that saves it to disk, lets a call write a
// file; a folder the tool reads from, or a mode that only returns, does
// not.
func TestGeneratorsWithAnOutputChoice(t *testing.T) {
	const (
		saveTo   = `{"type":"object","properties":{"kind":{"type":"string"},"dest":{"type":"string","description":"Folder to save the generated artifacts in."}}}`
		diskMode = `{"type":"object","properties":{"source":{"type":"string"},"format":{"type":"string","enum":["inline","file"],"description":"inline returns the SVG; file writes it to disk."}}}`
		inline   = `{"type":"object","properties":{"source":{"type":"string"},"format":{"type":"string","enum":["svg","png"],"description":"Image format of the returned picture."}}}`
		readFrom = `{"type":"object","properties":{"where":{"type":"string","description":"Folder the generated reports were saved in."}}}`
	)
	runVerbCases(t, []verbCase{
		{"a folder to save output in", "generate_fixtures", "Generate test fixtures from recorded traffic.", saveTo, Write},
		{"a mode that writes to disk", "render_graph", "Render a graph description as an image.", diskMode, Write},
		{"a mode that only returns", "render_graph", "Render a graph description as an image.", inline, Read},
		{"a folder read from", "summarize_reports", "Summarize the reports of a run.", readFrom, Read},
	})
}
