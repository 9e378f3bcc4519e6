package school.catalog;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Course catalogue and group enrolment for the evening language school.
 * A course runs in groups; a group is opened when the previous one is full.
 */
public class CourseCatalog {

    /** CEFR levels, lowest first. */
    public enum Level { A1, A2, B1, B2, C1, C2 }

    public record Course(String code, String language, Level level, int weeks, int feeCents) {}

    public static final class Group {
        private final String courseCode;
        private final int number;
        private final List<String> students = new ArrayList<>();

        Group(String courseCode, int number) {
            this.courseCode = courseCode;
            this.number = number;
        }

        public String id() {
            return courseCode + "-" + number;
        }

        public List<String> students() {
            return students;
        }

        public boolean isFull() {
            return students.size() >= 12;
        }
    }

    private final Map<String, Course> courses = new HashMap<>();
    private final Map<String, List<Group>> groups = new HashMap<>();
    private final Map<String, List<String>> waitlists = new HashMap<>();
    private final int maxGroupsPerCourse;

    public CourseCatalog(int maxGroupsPerCourse) {
        this.maxGroupsPerCourse = maxGroupsPerCourse;
    }

    public void addCourse(Course course) {
        if (course.weeks() <= 0 || course.weeks() > 12) {
            // a term is 12 weeks; longer courses are split into two catalogue entries
            throw new IllegalArgumentException("course must fit in one term: " + course.code());
        }
        courses.put(course.code(), course);
        groups.put(course.code(), new ArrayList<>());
    }

    public Optional<Course> find(String code) {
        return Optional.ofNullable(courses.get(code));
    }

    /** Puts the student in the first group with room, opening a new one if allowed. */
    public String enrol(String courseCode, String studentId) {
        List<Group> list = groups.get(courseCode);
        if (list == null) {
            throw new IllegalArgumentException("unknown course " + courseCode);
        }
        for (Group g : list) {
            if (!g.isFull()) {
                g.students().add(studentId);
                return g.id();
            }
        }
        if (list.size() < maxGroupsPerCourse) {
            Group g = new Group(courseCode, list.size() + 1);
            g.students().add(studentId);
            list.add(g);
            return g.id();
        }
        waitlists.computeIfAbsent(courseCode, k -> new ArrayList<>()).add(studentId);
        return null;
    }

    /** Seats left across all open groups and the groups that may still be opened. */
    public int seatsLeft(String courseCode) {
        List<Group> list = groups.getOrDefault(courseCode, List.of());
        int left = 0;
        for (Group g : list) {
            left += 12 - g.students().size();
        }
        left += (maxGroupsPerCourse - list.size()) * 12;
        return left;
    }

    public List<String> waitlist(String courseCode) {
        return waitlists.getOrDefault(courseCode, List.of());
    }

    /** Moves waitlisted students into seats freed by withdrawals. */
    public int promoteWaitlist(String courseCode) {
        List<String> waiting = waitlists.getOrDefault(courseCode, new ArrayList<>());
        int moved = 0;
        while (!waiting.isEmpty() && seatsLeft(courseCode) > 0) {
            String next = waiting.remove(0);
            if (enrol(courseCode, next) != null) {
                moved++;
            }
        }
        return moved;
    }

    public boolean withdraw(String courseCode, String studentId) {
        for (Group g : groups.getOrDefault(courseCode, List.of())) {
            if (g.students().remove(studentId)) {
                return true;
            }
        }
        return waitlist(courseCode).remove(studentId);
    }

    public Map<Level, Integer> enrolledByLevel() {
        Map<Level, Integer> out = new EnumMap<>(Level.class);
        for (Course c : courses.values()) {
            int n = 0;
            for (Group g : groups.get(c.code())) {
                n += g.students().size();
            }
            out.merge(c.level(), n, Integer::sum);
        }
        return out;
    }

    public List<String> report() {
        List<String> lines = new ArrayList<>();
        List<Course> sorted = new ArrayList<>(courses.values());
        sorted.sort(Comparator.comparing(Course::language).thenComparing(Course::level));
        for (Course c : sorted) {
            List<Group> list = groups.get(c.code());
            int enrolled = list.stream().mapToInt(g -> g.students().size()).sum();
            lines.add(String.format("%-10s %-3s %2d groups %3d students %3d waiting",
                    c.code(), c.level(), list.size(), enrolled, waitlist(c.code()).size()));
        }
        return lines;
    }
}
