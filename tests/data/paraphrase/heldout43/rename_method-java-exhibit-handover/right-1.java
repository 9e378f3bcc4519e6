package gov.ashgrove.records.exhibits;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Exhibit log for the Ashgrove County court records office.
 * Every exhibit entered in a case gets a label like "P-14" (prosecution) or "D-3" (defence)
 * and a custody trail of who held it and when.
 */
public class ExhibitLog {

    public enum Party { PROSECUTION, DEFENCE, COURT }

    public static final class Exhibit {
        final String caseNumber;
        final String label;
        final String description;
        final Party party;
        final LocalDate admitted;
        boolean returned;

        Exhibit(String caseNumber, String label, String description, Party party, LocalDate admitted) {
            this.caseNumber = caseNumber;
            this.label = label;
            this.description = description;
            this.party = party;
            this.admitted = admitted;
        }
    }

    public record Transfer(String label, String from, String to, Instant at, String reason) {}

    private final Map<String, List<Exhibit>> byCase = new HashMap<>();
    private final Map<String, List<Transfer>> custody = new HashMap<>();

    private static String key(String caseNumber, String label) {
        return caseNumber + "/" + label;
    }

    private static String prefix(Party party) {
        switch (party) {
            case PROSECUTION: return "P";
            case DEFENCE: return "D";
            default: return "C";
        }
    }

    /** Enters a new exhibit and returns its label. */
    public String enter(String caseNumber, String description, Party party, LocalDate admitted) {
        List<Exhibit> list = byCase.computeIfAbsent(caseNumber, k -> new ArrayList<>());
        long sameParty = list.stream().filter(e -> e.party == party).count();
        String label = prefix(party) + "-" + (sameParty + 1);
        list.add(new Exhibit(caseNumber, label, description, party, admitted));
        return label;
    }

    public Optional<Exhibit> find(String caseNumber, String label) {
        return byCase.getOrDefault(caseNumber, List.of()).stream()
                .filter(e -> e.label.equals(label))
                .findFirst();
    }

    /** Records that an exhibit changed hands. */
    public void logHandover(String caseNumber, String label, String from, String to, String reason) {
        Exhibit exhibit = find(caseNumber, label)
                .orElseThrow(() -> new IllegalArgumentException("no exhibit " + label + " in " + caseNumber));
        if (exhibit.returned) {
            throw new IllegalStateException(label + " was already returned to its owner");
        }
        custody.computeIfAbsent(key(caseNumber, label), k -> new ArrayList<>())
                .add(new Transfer(label, from, to, Instant.now(), reason));
    }

    /** The custody trail of one exhibit, oldest first. */
    public List<Transfer> custodyTrail(String caseNumber, String label) {
        return Collections.unmodifiableList(custody.getOrDefault(key(caseNumber, label), List.of()));
    }

    /** Who holds the exhibit now: the last transfer's recipient, or the records office. */
    public String currentHolder(String caseNumber, String label) {
        List<Transfer> trail = custodyTrail(caseNumber, label);
        return trail.isEmpty() ? "records office" : trail.get(trail.size() - 1).to();
    }

    public void markReturned(String caseNumber, String label, String owner) {
        logHandover(caseNumber, label, currentHolder(caseNumber, label), owner, "returned after disposal");
        find(caseNumber, label).ifPresent(e -> e.returned = true);
    }

    /** Exhibits of a case still held by the court, in entry order. */
    public List<Exhibit> outstanding(String caseNumber) {
        List<Exhibit> out = new ArrayList<>();
        for (Exhibit e : byCase.getOrDefault(caseNumber, List.of())) {
            if (!e.returned) {
                out.add(e);
            }
        }
        return out;
    }

    /** Exhibits of a case currently held by the given person or lab. */
    public List<String> heldBy(String caseNumber, String holder) {
        List<String> labels = new ArrayList<>();
        for (Exhibit e : outstanding(caseNumber)) {
            if (currentHolder(caseNumber, e.label).equalsIgnoreCase(holder)) {
                labels.add(e.label);
            }
        }
        return labels;
    }

    /** Number of exhibits per party for the case summary sheet. */
    public Map<Party, Long> countsByParty(String caseNumber) {
        Map<Party, Long> counts = new HashMap<>();
        for (Exhibit e : byCase.getOrDefault(caseNumber, List.of())) {
            counts.merge(e.party, 1L, Long::sum);
        }
        return counts;
    }

    public boolean hasExhibits(String caseNumber) {
        return !byCase.getOrDefault(caseNumber, List.of()).isEmpty();
    }

    /** Plain-text custody report for the clerk's bundle. */
    public String custodyReport(String caseNumber) {
        StringBuilder sb = new StringBuilder("Exhibits for " + caseNumber + "\n");
        for (Exhibit e : byCase.getOrDefault(caseNumber, List.of())) {
            sb.append(String.format("%-5s %-40s %s%n", e.label, e.description, e.returned ? "returned" : "held"));
            for (Transfer t : custodyTrail(caseNumber, e.label)) {
                sb.append(String.format("      %s  %s -> %s  (%s)%n", t.at(), t.from(), t.to(), t.reason()));
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        ExhibitLog log = new ExhibitLog();
        String knife = log.enter("CR-2026-00417", "Kitchen knife, bagged", Party.PROSECUTION, LocalDate.of(2026, 3, 2));
        log.logHandover("CR-2026-00417", knife, "records office", "forensics lab", "fingerprint analysis");
        log.logHandover("CR-2026-00417", knife, "forensics lab", "records office", "analysis complete");
        log.enter("CR-2026-00417", "CCTV still, Harbour Street", Party.DEFENCE, LocalDate.of(2026, 3, 9));
        System.out.print(log.custodyReport("CR-2026-00417"));
        System.out.println("still with the lab: " + log.heldBy("CR-2026-00417", "forensics lab"));
    }
}
