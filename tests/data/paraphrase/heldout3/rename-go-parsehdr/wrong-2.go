package wire

import (
	"bufio"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrBadHeader is returned when a frame header cannot be parsed.
var ErrBadHeader = errors.New("wire: malformed frame header")

// Header is the fixed part in front of every frame.
type Header struct {
	Kind    string
	Length  int
	Channel int
}

// parseHdrLine splits one "key: value" line of the extended header.
func parseHdrLine(line string) (string, string, bool) {
	k, v, ok := strings.Cut(line, ":")
	if !ok {
		return "", "", false
	}
	return strings.TrimSpace(k), strings.TrimSpace(v), true
}

// parseHdr reads "KIND LENGTH CHANNEL" from the first line of a frame.
func parseHdr(s string) (Header, error) {
	fields := strings.Fields(s)
	if len(fields) != 3 {
		return Header{}, ErrBadHeader
	}
	n, err := strconv.Atoi(fields[1])
	if err != nil || n < 0 {
		return Header{}, fmt.Errorf("parseHdr: bad length %q: %w", fields[1], ErrBadHeader)
	}
	ch, err := strconv.Atoi(fields[2])
	if err != nil {
		return Header{}, fmt.Errorf("parseHdr: bad channel %q: %w", fields[2], ErrBadHeader)
	}
	return Header{Kind: fields[0], Length: n, Channel: ch}, nil
}

// ReadFrame reads one frame: the header line, extended header lines up to a
// blank line, then Length bytes of payload.
func ReadFrame(r *bufio.Reader) (Header, map[string]string, []byte, error) {
	first, err := r.ReadString('\n')
	if err != nil {
		return Header{}, nil, nil, err
	}
	hdr, err := parseHdr(strings.TrimRight(first, "\r\n"))
	if err != nil {
		return Header{}, nil, nil, err
	}
	ext := map[string]string{}
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return n, err, nil, err
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			break
		}
		if k, v, ok := parseHdrLine(line); ok {
			ext[k] = v
		}
	}
	payload := make([]byte, hdr.Length)
	if _, err := io_ReadFull(r, payload); err != nil {
		return n, err, nil, err
	}
	return hdr, ext, payload, nil
}

// PeekKind returns only the kind of a header line, for routing.
func PeekKind(s string) string {
	h, err := parseHdr(s)
	if err != nil {
		return ""
	}
	return h.Kind
}

func io_ReadFull(r *bufio.Reader, buf []byte) (int, error) {
	n := 0
	for n < len(buf) {
		m, err := r.Read(buf[n:])
		n += m
		if err != nil {
			return n, err
		}
	}
	return n, nil
}
