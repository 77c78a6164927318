package mcpconn

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"
)

// event is one server-sent event.
type event struct {
	name  string // "" means "message"
	id    string
	data  []byte
	retry time.Duration // the reconnection wait the server asks for
}

// readEvents reads server-sent events from r until it ends, handing each
// to fn; an event larger than maxBytes is an error. fn returning false
// stops the reading.
func readEvents(r io.Reader, maxBytes int, fn func(event) bool) error {
	br := bufio.NewReaderSize(r, 32<<10)
	var ev event
	var data []byte
	hasData := false
	for {
		line, err := readLine(br, maxBytes)
		if err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
		if len(line) == 0 {
			if hasData || ev.id != "" || ev.retry > 0 {
				ev.data = data
				if !fn(ev) {
					return nil
				}
			}
			ev, data, hasData = event{}, nil, false
			continue
		}
		if line[0] == ':' {
			continue // a comment, often a keep-alive
		}
		field, value, _ := bytes.Cut(line, []byte(":"))
		value = bytes.TrimPrefix(value, []byte(" "))
		switch string(field) {
		case "event":
			ev.name = string(value)
		case "id":
			ev.id = string(value)
		case "retry":
			if ms, err := strconv.Atoi(string(value)); err == nil && ms >= 0 {
				ev.retry = time.Duration(ms) * time.Millisecond
			}
		case "data":
			if len(data)+len(value) > maxBytes {
				return fmt.Errorf("the server sent an event of more than %d bytes", maxBytes)
			}
			if hasData {
				data = append(data, '\n')
			}
			data = append(data, value...)
			hasData = true
		}
	}
}

// readLine reads one line without its end (\n, \r\n or \r before \n).
func readLine(br *bufio.Reader, maxBytes int) ([]byte, error) {
	var line []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(line)+len(chunk) > maxBytes+2 {
			return nil, fmt.Errorf("the server sent a line of more than %d bytes", maxBytes)
		}
		line = append(line, chunk...)
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err != nil:
			if len(line) > 0 && errors.Is(err, io.EOF) {
				return bytes.TrimRight(line, "\r\n"), nil
			}
			return nil, err
		}
		return bytes.TrimRight(line, "\r\n"), nil
	}
}
