package classifier

import "testing"

// TestClassesFoundOnFourthReviewDraw: the kinds of tool the review
// sample's fourth draw showed the rules getting wrong, written afresh,
// with the look-alikes that must keep their reading: cells and paragraphs
// formatted in a document, a generator that says it saves what it makes,
// server statistics reset or cleared by an operation enum, and a switch
// that keeps a scan's result as the baseline.
func TestClassesFoundOnFourthReviewDraw(t *testing.T) {
	const (
		styled     = `{"type":"object","properties":{"workbook":{"type":"string"},"cells":{"type":"string","description":"A1 range such as B2:D9."},"style":{"type":"object"}}}`
		statsOps   = `{"type":"object","properties":{"operation":{"type":"string","enum":["show_slow","show_indexes","reset_stats"]}}}`
		clearStats = `{"type":"object","properties":{"action":{"type":"string","enum":["show","clear_statistics"]}}}`
		resetData  = `{"type":"object","properties":{"action":{"type":"string","enum":["status","reset"]}}}`
		resetDB    = `{"type":"object","properties":{"operation":{"type":"string","enum":["info","reset_database"]}}}`
		saveBase   = `{"type":"object","properties":{"project":{"type":"string"},"save_baseline":{"type":"boolean","description":"Store this run's findings as the new baseline."}}}`
		baseFlag   = `{"type":"object","properties":{"target":{"type":"string"},"baseline":{"type":"boolean","description":"Record the current report as baseline for later comparisons."}}}`
		baseRef    = `{"type":"object","properties":{"target":{"type":"string"},"baseline":{"type":"string","description":"Name of the baseline to compare the report with."}}}`
		basePath   = `{"type":"object","properties":{"target":{"type":"string"},"baseline_path":{"type":"string","description":"Path of a saved baseline file to diff against."}}}`
		baseLoad   = `{"type":"object","properties":{"target":{"type":"string"},"update_baseline":{"type":"boolean","description":"Show how the report differs from the baseline."}}}`
	)
	runVerbCases(t, []verbCase{
		// Cells, ranges, rows and paragraphs formatted where they are: a
		// write. Code, dates and JSON formatted and handed back read, and
		// a formatted disk is erased.
		{"cells of a sheet formatted", "xlsx_format_cells", "Apply bold and a fill colour to cells of a workbook.", styled, Write},
		{"a range formatted", "format_range", "Format a range of a spreadsheet.", "", Write},
		{"a paragraph formatted", "docs_format_paragraph", "Set alignment and spacing of a paragraph in a document.", "", Write},
		{"rows of a worksheet formatted", "formatWorksheetRows", "Format the header rows of a worksheet.", "", Write},
		{"code formatted and returned", "format_code", "Format a snippet of Go code and return it.", "", Read},
		{"a date formatted", "format_date", "Format a timestamp as an ISO date.", "", Read},
		{"JSON pretty-printed", "format_json", "Pretty-print a JSON string.", "", Read},
		{"a disk formatted", "format_disk", "Format a disk with a new file system.", "", Destructive},

		// A generator that says in its own voice that it saves what it
		// makes keeps the output: a write. The caller saving it, an order
		// to the model, or a generator that only returns, read.
		{"an image generated and saved", "draw_picture", "Draw a picture from a prompt. Saves the image and returns its file path.", "", Write},
		{"a chart rendered, then saved", "render_chart", "Render a chart from data, then saves the result as PNG.", "", Write},
		{"a report that it saves", "make_report", "Builds a PDF report, which saves the output next to the input.", "", Write},
		{"the caller saves the result", "draw_picture", "Draw a picture from a prompt. Returns base64; the caller saves the result.", "", Read},
		{"a generator that never saves", "draw_picture", "Draw a picture from a prompt. The server never saves the images it draws.", "", Read},
		{"an order to save the result", "draw_picture", "Draw a picture from a prompt. Save the result if the user likes it.", "", Read},

		// Statistics a server keeps, reset or cleared by an operation
		// enum, are a write; a reset of data or of a database still
		// destroys.
		{"query statistics reset", "db_performance", "Inspect how statements perform.", statsOps, Write},
		{"statistics cleared", "cache_stats", "Show or clear cache statistics.", clearStats, Write},
		{"a bare reset", "store_admin", "Show the store's status or reset it.", resetData, Destructive},
		{"a database reset", "db_admin", "Database administration.", resetDB, Destructive},

		// A switch that keeps this run's result as the baseline writes the
		// baseline; a baseline to compare with, or its path, reads.
		{"a save_baseline switch", "audit_deps", "Audit a project's dependencies and report changes.", saveBase, Write},
		{"a baseline switch described as saving", "scan_config", "Scan a configuration for risky settings.", baseFlag, Write},
		{"a baseline to compare with", "scan_config", "Scan a configuration for risky settings.", baseRef, Read},
		{"the path of a baseline", "scan_config", "Scan a configuration for risky settings.", basePath, Read},
		{"a baseline switch that only compares", "scan_config", "Scan a configuration for risky settings.", baseLoad, Read},
	})
}
