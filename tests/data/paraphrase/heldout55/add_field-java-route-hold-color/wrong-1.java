package works.basalt.setting;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One set route on a wall at Basalt Works. Routes are loaded from the setters'
 * weekly sheet and shown on the lobby screen.
 */
public final class Route implements Comparable<Route> {

    public enum Wall { CAVE, SLAB, PROW, COMP }

    private final String name;
    private final String grade;
    private final Wall wall;
    private final String setter;
    private final LocalDate setOn;
    private final String holdColor;

    public Route(String name, String grade, Wall wall, String setter, LocalDate setOn, String holdColor) {
        this.name = Objects.requireNonNull(name, "name");
        this.grade = Objects.requireNonNull(grade, "grade");
        this.wall = Objects.requireNonNull(wall, "wall");
        this.setter = Objects.requireNonNull(setter, "setter");
        this.setOn = Objects.requireNonNull(setOn, "setOn");
    }

    public String getName() {
        return name;
    }

    public String getGrade() {
        return grade;
    }

    public Wall getWall() {
        return wall;
    }

    public String getSetter() {
        return setter;
    }

    public LocalDate getSetOn() {
        return setOn;
    }

    public String getHoldColor() {
        return holdColor;
    }

    /** Days the route has been up, as of the given date. */
    public long ageInDays(LocalDate today) {
        return java.time.temporal.ChronoUnit.DAYS.between(setOn, today);
    }

    /** Numeric part of a V-grade or YDS grade, for sorting; unknown grades sort last. */
    public int gradeRank() {
        String g = grade.trim();
        try {
            if (g.startsWith("V")) {
                return Integer.parseInt(g.substring(1));
            }
            if (g.startsWith("5.")) {
                String digits = g.substring(2).replaceAll("[abcd+-]", "");
                return 100 + Integer.parseInt(digits);
            }
        } catch (NumberFormatException e) {
            // fall through
        }
        return Integer.MAX_VALUE;
    }

    /** True once the route has been up longer than the wall's reset cycle. */
    public boolean isDue(LocalDate today) {
        int cycleDays;
        switch (wall) {
            case COMP:
                cycleDays = 28;
                break;
            case CAVE:
                cycleDays = 42;
                break;
            default:
                cycleDays = 56;
        }
        return ageInDays(today) > cycleDays;
    }

    /** Short label for the lobby screen, e.g. "Basalt Bloom V4". */
    public String displayLabel() {
        return name + " " + grade;
    }

    /**
     * Parses one line of the setters' sheet:
     * name,grade,wall,setter,setOn,holdColor
     * The sheet has carried the hold color in the sixth column since spring.
     */
    public static Route fromCsv(String line) {
        String[] parts = line.split(",", -1);
        if (parts.length != 6) {
            throw new IllegalArgumentException("expected 6 columns: " + line);
        }
        try {
            return new Route(
                    parts[0].trim(),
                    parts[1].trim(),
                    Wall.valueOf(parts[2].trim().toUpperCase()),
                    parts[3].trim(),
                    LocalDate.parse(parts[4].trim()),
                    parts[5].trim());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("bad date in: " + line, e);
        }
    }

    public static List<Route> fromSheet(List<String> lines) {
        List<Route> routes = new ArrayList<>();
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            routes.add(fromCsv(line));
        }
        return routes;
    }

    @Override
    public int compareTo(Route other) {
        int byWall = wall.compareTo(other.wall);
        if (byWall != 0) {
            return byWall;
        }
        return Integer.compare(gradeRank(), other.gradeRank());
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Route)) {
            return false;
        }
        Route r = (Route) o;
        return name.equals(r.name) && wall == r.wall && setOn.equals(r.setOn);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, wall, setOn);
    }

    @Override
    public String toString() {
        return name + " (" + grade + ", " + holdColor + ", " + wall + ", set by " + setter + " on " + setOn + ")";
    }
}
