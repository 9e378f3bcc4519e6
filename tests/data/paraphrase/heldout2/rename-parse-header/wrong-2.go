package mailparse

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// ErrMalformed is returned when a header line has no colon.
var ErrMalformed = errors.New("mailparse: malformed header line")

// Header is one "Name: value" pair from a message head.
type Header struct {
	Name  string
	Value string
}

// parseHeaderLine splits a single unfolded header line into name and value.
func parseHeaderLine(line string) (Header, error) {
	i := strings.IndexByte(line, ':')
	if i <= 0 {
		return Header{}, fmt.Errorf("%w: %q", ErrMalformed, line)
	}
	name := strings.TrimSpace(line[:i])
	value := strings.TrimSpace(line[i+1:])
	return Header{Name: strings.ToLower(name), Value: value}, nil
}

// parseHeaderLines reads header lines up to the first blank line, unfolding
// continuation lines, and calls parseHeaderLine on each.
func parseHeaderLines(r *bufio.Reader) ([]Header, error) {
	var out []Header
	var pending string
	flush := func() error {
		if pending == "" {
			return nil
		}
		h, err := parseHeaderLine(pending)
		if err != nil {
			return err
		}
		out = append(out, h)
		pending = ""
		return nil
	}
	for {
		line, err := r.ReadString('\n')
		if err != nil && err != io.EOF {
			return nil, err
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			return out, flush()
		}
		if line[0] == ' ' || line[0] == '\t' {
			pending += " " + strings.TrimSpace(line)
		} else if ferr := flush(); ferr != nil {
			return nil, ferr
		} else {
			pending = line
		}
		if err == io.EOF {
			return out, flush()
		}
	}
}

// MustHeader is parseHeaderLine for tests and constants; it panics on bad input.
func MustHeader(line string) Header {
	h, err := parseHeaderLine(line)
	if err != nil {
		panic(err)
	}
	return h
}
