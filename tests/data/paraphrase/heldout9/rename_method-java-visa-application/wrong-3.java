package gov.immigration.visa;

import java.time.Clock;
import java.time.LocalDate;
import java.time.Period;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Intake checks for short-stay visa applications.
 *
 * <p>This class only decides whether an application is complete enough to be
 * forwarded to a case officer; it never approves or refuses a visa.
 */
public final class VisaApplicationService {

    public enum Purpose { TOURISM, BUSINESS, FAMILY_VISIT, TRANSIT, STUDY }

    public enum Problem {
        PASSPORT_EXPIRES_TOO_SOON,
        STAY_TOO_LONG,
        MISSING_INVITATION,
        MISSING_INSURANCE,
        APPLICANT_UNDERAGE_WITHOUT_CONSENT,
        DATES_INVALID
    }

    public static final int MAX_STAY_DAYS = 90;
    public static final int PASSPORT_MARGIN_MONTHS = 3;
    public static final int ADULT_AGE = 18;

    private static final Set<Purpose> NEEDS_INVITATION =
            EnumSet.of(Purpose.BUSINESS, Purpose.FAMILY_VISIT, Purpose.STUDY);

    public record Applicant(String name, LocalDate birthDate, String passportNumber,
                            LocalDate passportExpiry, boolean parentalConsent) {}

    public record Application(String reference, Applicant applicant, Purpose purpose,
                              LocalDate arrival, LocalDate departure,
                              boolean hasInvitation, boolean hasInsurance) {}

    private final Clock clock;
    private final List<String> auditTrail = new ArrayList<>();

    public VisaApplicationService(Clock clock) {
        this.clock = Objects.requireNonNull(clock);
    }

    public VisaApplicationService() {
        this(Clock.systemDefaultZone());
    }

    /** All problems found; an empty list means the file can go to an officer. */
    public List<Problem> findProblems(Application app) {
        List<Problem> problems = new ArrayList<>();
        if (!datesValid(app)) {
            problems.add(Problem.DATES_INVALID);
            return problems;
        }
        if (stayDays(app) >= MAX_STAY_DAYS) {
            problems.add(Problem.STAY_TOO_LONG);
        }
        LocalDate mustBeValidUntil = app.departure().plusMonths(PASSPORT_MARGIN_MONTHS);
        if (app.applicant().passportExpiry().isBefore(mustBeValidUntil)) {
            problems.add(Problem.PASSPORT_EXPIRES_TOO_SOON);
        }
        if (NEEDS_INVITATION.contains(app.purpose()) && !app.hasInvitation()) {
            problems.add(Problem.MISSING_INVITATION);
        }
        if (!app.hasInsurance()) {
            problems.add(Problem.MISSING_INSURANCE);
        }
        if (ageOn(app.applicant(), app.arrival()) < ADULT_AGE && !app.applicant().parentalConsent()) {
            problems.add(Problem.APPLICANT_UNDERAGE_WITHOUT_CONSENT);
        }
        audit(app.reference() + ": " + problems.size() + " problem(s)");
        return problems;
    }

    /** Same as findProblems but for a whole batch of files. */
    public List<List<Problem>> checkEligibilityAll(List<Application> apps) {
        List<List<Problem>> out = new ArrayList<>(apps.size());
        for (Application app : apps) {
            out.add(findProblems(app));
        }
        return out;
    }

    public boolean isComplete(Application app) {
        return findProblems(app).isEmpty();
    }

    public Optional<String> firstProblemMessage(Application app) {
        List<Problem> problems = findProblems(app);
        if (problems.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(describe(problems.get(0)));
    }

    static boolean datesValid(Application app) {
        return app.arrival() != null
                && app.departure() != null
                && !app.departure().isBefore(app.arrival());
    }

    static long stayDays(Application app) {
        return app.departure().toEpochDay() - app.arrival().toEpochDay() + 1;
    }

    static int ageOn(Applicant a, LocalDate day) {
        return Period.between(a.birthDate(), day).getYears();
    }

    public static String describe(Problem p) {
        switch (p) {
            case PASSPORT_EXPIRES_TOO_SOON:
                return "Passport must be valid for " + PASSPORT_MARGIN_MONTHS
                        + " months after departure.";
            case STAY_TOO_LONG:
                return "Short-stay visas allow at most " + MAX_STAY_DAYS + " days.";
            case MISSING_INVITATION:
                return "An invitation letter is required for this purpose of travel.";
            case MISSING_INSURANCE:
                return "Proof of travel medical insurance is required.";
            case APPLICANT_UNDERAGE_WITHOUT_CONSENT:
                return "Applicants under " + ADULT_AGE + " need written parental consent.";
            case DATES_INVALID:
                return "Departure must be on or after arrival.";
            default:
                throw new IllegalArgumentException(p.name());
        }
    }

    public boolean arrivalInPast(Application app) {
        return app.arrival().isBefore(LocalDate.now(clock));
    }

    public int daysUntilArrival(Application app) {
        return (int) (app.arrival().toEpochDay() - LocalDate.now(clock).toEpochDay());
    }

    private void audit(String line) {
        auditTrail.add(LocalDate.now(clock) + " " + line);
    }

    public List<String> auditTrail() {
        return Collections.unmodifiableList(auditTrail);
    }

    public void clearAudit() {
        auditTrail.clear();
    }

    public static void main(String[] args) {
        VisaApplicationService svc = new VisaApplicationService();
        Applicant anna = new Applicant("Anna Kowalski", LocalDate.of(1990, 4, 2), "XK123456",
                LocalDate.of(2027, 1, 31), false);
        Application app = new Application("V-26-000417", anna, Purpose.BUSINESS,
                LocalDate.of(2026, 11, 3), LocalDate.of(2026, 11, 20), false, true);
        for (Problem p : svc.findProblems(app)) {
            System.out.println(describe(p));
        }
        System.out.println(svc.auditTrail());
    }
}
