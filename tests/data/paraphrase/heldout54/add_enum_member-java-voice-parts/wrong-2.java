package org.lindenchoir.seating;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Seating plan for the Linden Street Community Choir's concerts.
 * Singers are placed in rows by voice part, tallest at the back.
 */
public class SeatingPlan {

    public enum VoicePart {
        SOPRANO,
        ALTO,
        TENOR,
        BARITONE,
        BASS;

        /** Clef the part's music is printed in. */
        public String clef() {
            return switch (this) {
                case SOPRANO, ALTO -> "treble";
                case TENOR -> "treble-8vb";
                case BARITONE, BASS -> "bass";
            };
        }

        /** Lowest comfortable note, as a MIDI number. */
        public int lowestNote() {
            return switch (this) {
                case SOPRANO -> 60;
                case ALTO -> 55;
                case TENOR -> 48;
                case BARITONE -> 43;
                case BASS -> 40;
            };
        }
    }

    public record Singer(String name, VoicePart part, int heightCm, boolean needsAisle) {}

    private final int seatsPerRow;
    private final List<Singer> singers = new ArrayList<>();

    public SeatingPlan(int seatsPerRow) {
        if (seatsPerRow < 4) {
            throw new IllegalArgumentException("a row needs at least 4 seats");
        }
        this.seatsPerRow = seatsPerRow;
    }

    public void add(Singer singer) {
        singers.add(singer);
    }

    /** Block order from the audience's left to right. */
    static int blockOrder(VoicePart part) {
        return switch (part) {
            case SOPRANO -> 0;
            case ALTO -> 1;
            case TENOR -> 2;
            case BARITONE -> 3;
            case BASS -> 3;
        };
    }

    public Map<VoicePart, List<Singer>> byPart() {
        Map<VoicePart, List<Singer>> out = new EnumMap<>(VoicePart.class);
        for (VoicePart p : VoicePart.values()) {
            out.put(p, new ArrayList<>());
        }
        for (Singer s : singers) {
            out.get(s.part()).add(s);
        }
        return out;
    }

    /** Rows from the front (index 0) to the back. */
    public List<List<Singer>> rows() {
        List<Singer> ordered = new ArrayList<>(singers);
        ordered.sort(Comparator.comparingInt(Singer::heightCm)
                .thenComparing(s -> blockOrder(s.part())));
        List<List<Singer>> rows = new ArrayList<>();
        for (int i = 0; i < ordered.size(); i += seatsPerRow) {
            List<Singer> row = new ArrayList<>(ordered.subList(i, Math.min(i + seatsPerRow, ordered.size())));
            row.sort(Comparator.comparingInt(s -> blockOrder(s.part())));
            rows.add(row);
        }
        return rows;
    }

    public List<Singer> aisleSeats() {
        List<Singer> out = new ArrayList<>();
        for (Singer s : singers) {
            if (s.needsAisle()) {
                out.add(s);
            }
        }
        return out;
    }

    /** Singers of one part, tallest first, for the part leader's register. */
    public List<Singer> register(VoicePart part) {
        List<Singer> out = new ArrayList<>();
        for (Singer s : singers) {
            if (s.part() == part) {
                out.add(s);
            }
        }
        out.sort(Comparator.comparingInt(Singer::heightCm).reversed());
        return out;
    }

    public int emptySeats() {
        int rem = singers.size() % seatsPerRow;
        return rem == 0 ? 0 : seatsPerRow - rem;
    }

    public String describe() {
        StringBuilder sb = new StringBuilder();
        List<List<Singer>> rows = rows();
        for (int r = rows.size() - 1; r >= 0; r--) {
            sb.append("Row ").append(r + 1).append(": ");
            for (Singer s : rows.get(r)) {
                sb.append(s.name()).append(" (").append(s.part().name().charAt(0)).append(") ");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    public static String partSummary(Map<VoicePart, List<Singer>> parts) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<VoicePart, List<Singer>> e : parts.entrySet()) {
            sb.append(e.getKey()).append(": ").append(e.getValue().size()).append(", clef ")
              .append(e.getKey().clef()).append('\n');
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        SeatingPlan plan = new SeatingPlan(6);
        plan.add(new Singer("Hester Quayle", VoicePart.SOPRANO, 162, false));
        plan.add(new Singer("Oluwaseun Bright", VoicePart.TENOR, 181, false));
        plan.add(new Singer("Marguerite Dallow", VoicePart.ALTO, 158, true));
        plan.add(new Singer("Caspar Lindqvist", VoicePart.BASS, 190, false));
        plan.add(new Singer("Niamh Ferris", VoicePart.SOPRANO, 170, false));
        plan.add(new Singer("Rufus Okonjo", VoicePart.BASS, 176, true));
        System.out.print(plan.describe());
        System.out.print(partSummary(plan.byPart()));
    }
}
