package world

import "fmt"

// Chunk is a 32x32 block of tiles; the world streams chunks around the camera.
const ChunkSize = 32

type TileID uint16

type Chunk struct {
	CX, CY int
	Tiles  [ChunkSize * ChunkSize]TileID
	Dirty  bool
}

// index maps local tile coordinates to the flat Tiles array.
func index(x, y int) int {
	return y*ChunkSize + x
}

// TileAt returns the tile at local coordinates (x, y).
func (c *Chunk) TileAt(x, y int) TileID {
	return c.Tiles[index(x, y)]
}

// SetTile writes a tile and marks the chunk for re-meshing.
func (c *Chunk) SetTile(x, y int, id TileID) {
	c.Tiles[index(x, y)] = id
	c.Dirty = true
}

// Fill sets every tile in the rectangle [x0,x1) x [y0,y1).
func (c *Chunk) Fill(x0, y0, x1, y1 int, id TileID) {
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			c.SetTile(x, y, id)
		}
	}
}

// Border reports whether the tile touches the chunk edge.
func Border(x, y int) bool {
	return x == 0 || y == 0 || x == ChunkSize-1 || y == ChunkSize-1
}

func (c *Chunk) String() string {
	return fmt.Sprintf("chunk(%d,%d dirty=%v)", c.CX, c.CY, c.Dirty)
}
