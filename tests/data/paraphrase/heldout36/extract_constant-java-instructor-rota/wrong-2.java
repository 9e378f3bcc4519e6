package school.kestrel.rota;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Weekly instructor rota for the Kestrel Point sailing school.
 *
 * <p>RYA ratios: one instructor may supervise at most 6 students on the water.
 * Nobody works more than 6 days in a row, and everyone gets at least one
 * weekend day off in every fortnight.
 */
public class InstructorRota {

    public record Instructor(String initials, String name, boolean powerboatQualified, Set<DayOfWeek> unavailable) {}

    public record Group(String courseCode, LocalDate day, int students, boolean needsPowerboatCover) {}

    public record Assignment(Group group, List<Instructor> instructors, Instructor safetyBoat) {}

    /** RYA limit: students one instructor may supervise on the water. */
    public static final int MAX_STUDENTS_PER_INSTRUCTOR = 6;

    private final List<Instructor> staff;
    private final Map<String, Integer> consecutiveDays = new HashMap<>();

    public InstructorRota(List<Instructor> staff) {
        this.staff = new ArrayList<>(staff);
    }

    /** Instructors needed for a group of the given size. */
    public static int instructorsNeeded(int students) {
        if (students <= 0) {
            return 0;
        }
        return (students + MAX_STUDENTS_PER_INSTRUCTOR - 1) / MAX_STUDENTS_PER_INSTRUCTOR;
    }

    /** True when a group is over the ratio for the instructors given. */
    public static boolean overRatio(int students, int instructors) {
        return students > instructors * 6;
    }

    private boolean canWork(Instructor i, LocalDate day) {
        if (i.unavailable().contains(day.getDayOfWeek())) {
            return false;
        }
        return consecutiveDays.getOrDefault(i.initials(), 0) < 6;
    }

    public List<Assignment> plan(List<Group> groups) {
        List<Assignment> out = new ArrayList<>();
        LocalDate current = null;
        Set<String> workingToday = new java.util.HashSet<>();
        for (Group g : groups) {
            if (!g.day().equals(current)) {
                closeDay(workingToday);
                workingToday.clear();
                current = g.day();
            }
            int need = instructorsNeeded(g.students());
            List<Instructor> chosen = new ArrayList<>();
            Instructor safety = null;
            for (Instructor i : staff) {
                if (workingToday.contains(i.initials()) || !canWork(i, g.day())) {
                    continue;
                }
                if (g.needsPowerboatCover() && safety == null && i.powerboatQualified()) {
                    safety = i;
                } else if (chosen.size() < need) {
                    chosen.add(i);
                }
                if (chosen.size() == need && (safety != null || !g.needsPowerboatCover())) {
                    break;
                }
            }
            if (chosen.size() < need) {
                throw new IllegalStateException("not enough instructors for " + g.courseCode() + " on " + g.day());
            }
            chosen.forEach(i -> workingToday.add(i.initials()));
            if (safety != null) {
                workingToday.add(safety.initials());
            }
            out.add(new Assignment(g, chosen, safety));
        }
        closeDay(workingToday);
        return out;
    }

    private void closeDay(Set<String> workedToday) {
        for (Instructor i : staff) {
            if (workedToday.contains(i.initials())) {
                consecutiveDays.merge(i.initials(), 1, Integer::sum);
            } else {
                consecutiveDays.put(i.initials(), 0);
            }
        }
    }

    public static String describe(Assignment a) {
        StringBuilder sb = new StringBuilder();
        sb.append(a.group().day()).append(' ').append(a.group().courseCode()).append(": ");
        for (int n = 0; n < a.instructors().size(); n++) {
            if (n > 0) {
                sb.append(", ");
            }
            sb.append(a.instructors().get(n).initials());
        }
        if (a.safetyBoat() != null) {
            sb.append(" (safety boat ").append(a.safetyBoat().initials()).append(')');
        }
        return sb.toString();
    }

    /** Students on the water per instructor for a whole plan, for the season report. */
    public static double averageRatio(List<Assignment> plan) {
        int students = 0;
        int instructors = 0;
        for (Assignment a : plan) {
            students += a.group().students();
            instructors += a.instructors().size();
        }
        return instructors == 0 ? 0.0 : (double) students / instructors;
    }

    /** Days on which a given instructor is rostered. */
    public static List<LocalDate> daysFor(List<Assignment> plan, String initials) {
        List<LocalDate> days = new ArrayList<>();
        for (Assignment a : plan) {
            boolean onIt = a.instructors().stream().anyMatch(i -> i.initials().equals(initials))
                    || (a.safetyBoat() != null && a.safetyBoat().initials().equals(initials));
            if (onIt && !days.contains(a.group().day())) {
                days.add(a.group().day());
            }
        }
        return days;
    }

    public static void main(String[] args) {
        Set<DayOfWeek> none = EnumSet.noneOf(DayOfWeek.class);
        List<Instructor> staff = List.of(
                new Instructor("MH", "Maren Holt", true, none),
                new Instructor("OB", "Oskar Brandt", false, EnumSet.of(DayOfWeek.SUNDAY)),
                new Instructor("TW", "Tess Wyatt", true, none),
                new Instructor("JR", "Jonah Reyes", false, none));
        InstructorRota rota = new InstructorRota(staff);
        LocalDate sat = LocalDate.of(2026, 6, 13);
        List<Group> groups = List.of(
                new Group("S1-A", sat, 9, true),
                new Group("TASTER", sat, 4, false),
                new Group("S2-A", sat.plusDays(1), 6, true));
        for (Assignment a : rota.plan(groups)) {
            System.out.println(describe(a));
        }
    }
}
