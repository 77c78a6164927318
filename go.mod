module github.com/mcpscan/mcpscan

go 1.26.0
