package com.mutua.claims.triage;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.logging.Logger;

/**
 * First-notice-of-loss triage: decides which queue a new claim goes to and how
 * urgently an adjuster has to look at it.
 */
public final class ClaimTriage {

    private static final Logger LOG = Logger.getLogger(ClaimTriage.class.getName());

    public enum Line { MOTOR, HOME, TRAVEL, LIABILITY }

    public enum Queue { FAST_TRACK, STANDARD, COMPLEX, SPECIAL_INVESTIGATION }

    public record Claim(
            String id,
            String policyNumber,
            Line line,
            BigDecimal amountClaimed,
            LocalDate lossDate,
            LocalDate policyStart,
            Instant reportedAt,
            int priorClaims,
            boolean injuries,
            boolean thirdPartyInvolved,
            boolean policeReport) {
    }

    public record Decision(String claimId, Queue queue, int score, Duration slaTarget, List<String> reasons) {
    }

    private static final BigDecimal FAST_TRACK_LIMIT = new BigDecimal("1500");
    private static final BigDecimal COMPLEX_LIMIT = new BigDecimal("25000");
    private static final int SIU_THRESHOLD = 70;
    private static final int COMPLEX_THRESHOLD = 40;

    private final Map<Queue, Duration> sla = new EnumMap<>(Queue.class);
    private final Clock clock;

    public interface Clock {
        Instant now();
    }

    public ClaimTriage(Clock clock) {
        this.clock = Objects.requireNonNull(clock);
        sla.put(Queue.FAST_TRACK, Duration.ofHours(24));
        sla.put(Queue.STANDARD, Duration.ofDays(3));
        sla.put(Queue.COMPLEX, Duration.ofDays(5));
        sla.put(Queue.SPECIAL_INVESTIGATION, Duration.ofDays(10));
    }

    /** Red-flag score from 0 to 100; higher means more likely to need investigation. */
    int redFlagScore(Claim claim, List<String> reasons) {
        int score = 0;
        long daysCovered = ChronoUnit.DAYS.between(claim.policyStart(), claim.lossDate());
        if (daysCovered < 30) {
            score += 25;
            reasons.add("loss within 30 days of policy start");
        }
        long daysToReport = ChronoUnit.DAYS.between(claim.lossDate(), LocalDate.ofInstant(claim.reportedAt(), java.time.ZoneOffset.UTC));
        if (daysToReport > 14) {
            score += 15;
            reasons.add("reported " + daysToReport + " days after the loss");
        }
        if (claim.priorClaims() >= 3) {
            score += 20;
            reasons.add(claim.priorClaims() + " prior claims");
        }
        if (claim.line() == Line.MOTOR && claim.thirdPartyInvolved() && !claim.policeReport()) {
            score += 20;
            reasons.add("third party involved but no police report");
        }
        if (claim.amountClaimed().compareTo(COMPLEX_LIMIT) > 0) {
            score += 10;
            reasons.add("amount above " + COMPLEX_LIMIT);
        }
        return Math.min(score, 100);
    }

    public Decision triage(Claim claim) {
        List<String> reasons = new ArrayList<>();
        int score = redFlagScore(claim, reasons);
        Queue queue;
        if (score >= SIU_THRESHOLD) {
            queue = Queue.SPECIAL_INVESTIGATION;
        } else if (score >= COMPLEX_THRESHOLD || claim.injuries() || claim.amountClaimed().compareTo(COMPLEX_LIMIT) > 0) {
            queue = Queue.COMPLEX;
        } else if (claim.amountClaimed().compareTo(FAST_TRACK_LIMIT) <= 0 && claim.line() != Line.LIABILITY) {
            queue = Queue.FAST_TRACK;
        } else {
            queue = Queue.STANDARD;
        }
        LOG.fine(() -> "claim " + claim.id() + " -> " + queue + " (score " + score + ")");
        return new Decision(claim.id(), queue, score, sla.get(queue), List.copyOf(reasons));
    }

    public List<Decision> triageAll(List<Claim> claims) {
        List<Decision> out = new ArrayList<>();
        for (Claim c : claims) {
            out.add(triage(c));
        }
        out.sort(Comparator.comparingInt(Decision::score).reversed());
        return out;
    }

    /** Re-scores a claim after new documents arrived, without moving it between queues. */
    public int rescore(Claim claim) {
        return this.redFlagScore(claim, new ArrayList<>());
    }

    public boolean breachesSla(Decision decision, Instant assignedAt) {
        Duration elapsed = Duration.between(assignedAt, clock.now());
        return elapsed.compareTo(decision.slaTarget()) > 0;
    }

    public Map<Queue, Integer> queueSizes(List<Decision> decisions) {
        Map<Queue, Integer> sizes = new EnumMap<>(Queue.class);
        for (Queue q : Queue.values()) {
            sizes.put(q, 0);
        }
        for (Decision d : decisions) {
            sizes.merge(d.queue(), 1, Integer::sum);
        }
        return sizes;
    }

    public static String summary(List<Decision> decisions) {
        StringBuilder sb = new StringBuilder();
        for (Decision d : decisions) {
            sb.append(d.claimId())
              .append('\t').append(d.queue())
              .append('\t').append(d.score())
              .append('\t').append(String.join("; ", d.reasons()))
              .append('\n');
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        ClaimTriage triage = new ClaimTriage(Instant::now);
        Claim sample = new Claim("CLM-1", "AU-12-000001", Line.MOTOR, new BigDecimal("3200"),
                LocalDate.now().minusDays(20), LocalDate.now().minusDays(25), Instant.now(),
                1, false, true, false);
        System.out.print(summary(triage.triageAll(List.of(sample))));
    }
}
