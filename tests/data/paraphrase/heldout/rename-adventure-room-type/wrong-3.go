package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

type RoomID string

type Location struct {
	ID    RoomID
	Title string
	Text  string
	Exits map[string]RoomID
	Items []string
}

type Player struct {
	At    RoomID
	Bag   []string
	Moves int
}

func (r *Location) describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "== %s ==\n%s\n", r.Title, r.Text)
	if len(r.Items) > 0 {
		fmt.Fprintf(&b, "You see: %s\n", strings.Join(r.Items, ", "))
	}
	dirs := make([]string, 0, len(r.Exits))
	for d := range r.Exits {
		dirs = append(dirs, d)
	}
	fmt.Fprintf(&b, "Exits: %s\n", strings.Join(dirs, " "))
	return b.String()
}

func move(world map[RoomID]*Location, p *Player, dir string) (*Location, error) {
	here := world[p.At]
	next, ok := here.Exits[dir]
	if !ok {
		return here, fmt.Errorf("you cannot go %s from here", dir)
	}
	p.At = next
	p.Moves++
	return world[next], nil
}

func take(r *Location, p *Player, item string) bool {
	for i, it := range r.Items {
		if it == item {
			r.Items = append(r.Items[:i], r.Items[i+1:]...)
			p.Bag = append(p.Bag, item)
			return true
		}
	}
	return false
}

func main() {
	world := map[RoomID]*Location{
		"hall":  {ID: "hall", Title: "Great Hall", Text: "Dust hangs in the air.", Exits: map[string]RoomID{"north": "vault"}, Items: []string{"lamp"}},
		"vault": {ID: "vault", Title: "Vault", Text: "The door groans shut behind you.", Exits: map[string]RoomID{"south": "hall"}},
	}
	p := &Player{At: "hall"}
	fmt.Print(world[p.At].describe())
	in := bufio.NewScanner(os.Stdin)
	for fmt.Print("> "); in.Scan(); fmt.Print("> ") {
		words := strings.Fields(strings.ToLower(in.Text()))
		if len(words) == 0 {
			continue
		}
		switch words[0] {
		case "go":
			if len(words) < 2 {
				fmt.Println("go where?")
				continue
			}
			room, err := move(world, p, words[1])
			if err != nil {
				fmt.Println(err)
				continue
			}
			fmt.Print(room.describe())
		case "take":
			if len(words) > 1 && take(world[p.At], p, words[1]) {
				fmt.Println("Taken.")
			} else {
				fmt.Println("Nothing like that here.")
			}
		case "quit":
			fmt.Printf("You made %d moves.\n", p.Moves)
			return
		}
	}
}
