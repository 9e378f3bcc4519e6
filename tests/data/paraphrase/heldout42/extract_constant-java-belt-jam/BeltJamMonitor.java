package aero.ground.baggage;

import java.util.ArrayList;
import java.util.List;

/**
 * Watches the photo-eye counts on the make-up belts and raises a jam alarm
 * before bags start falling off the merge.
 */
public class BeltJamMonitor {

    private final String beltCode;
    private final int ratedBagsPerMinute;
    private final List<Integer> samples = new ArrayList<>();

    public BeltJamMonitor(String beltCode, int ratedBagsPerMinute) {
        this.beltCode = beltCode;
        this.ratedBagsPerMinute = ratedBagsPerMinute;
    }

    public void record(int bagsLastMinute) {
        samples.add(bagsLastMinute);
        if (samples.size() > 10) {
            samples.remove(0);
        }
    }

    /** True when the belt runs above 85% of its rated throughput. */
    public boolean nearCapacity() {
        if (samples.isEmpty()) {
            return false;
        }
        int last = samples.get(samples.size() - 1);
        return last > ratedBagsPerMinute * 0.85;
    }

    /** True when throughput collapsed while bags are still queued upstream. */
    public boolean jamSuspected(int queuedUpstream) {
        if (samples.size() < 3) {
            return false;
        }
        int recent = samples.get(samples.size() - 1);
        int before = samples.get(samples.size() - 3);
        return queuedUpstream > 0 && recent < before * 0.5 && before > ratedBagsPerMinute * 0.85;
    }

    /** Share of a photo-eye's beam time that may be blocked before it is cleaned. */
    public static double dirtyEyeLimit() {
        return 0.85;
    }

    /** Average of the retained samples, or zero before the first minute. */
    public double averageBagsPerMinute() {
        if (samples.isEmpty()) {
            return 0.0;
        }
        long total = 0;
        for (int sample : samples) {
            total += sample;
        }
        return (double) total / samples.size();
    }

    /** Highest one-minute count in the retained window. */
    public int peakBagsPerMinute() {
        int peak = 0;
        for (int sample : samples) {
            peak = Math.max(peak, sample);
        }
        return peak;
    }

    /** True when the belt has reported nothing for the last three minutes. */
    public boolean idle() {
        if (samples.size() < 3) {
            return false;
        }
        for (int i = samples.size() - 3; i < samples.size(); i++) {
            if (samples.get(i) > 0) {
                return false;
            }
        }
        return true;
    }

    /** Minutes needed to clear a queue at the average rate, rounded up. */
    public int minutesToClear(int queuedBags) {
        double rate = averageBagsPerMinute();
        if (rate <= 0) {
            return Integer.MAX_VALUE;
        }
        return (int) Math.ceil(queuedBags / rate);
    }

    /** Difference between the latest sample and the oldest retained one. */
    public int trend() {
        if (samples.size() < 2) {
            return 0;
        }
        return samples.get(samples.size() - 1) - samples.get(0);
    }

    /** Parses a comma-separated list of minute counts from the PLC export. */
    public static List<Integer> parseSamples(String csv) {
        List<Integer> out = new ArrayList<>();
        for (String part : csv.split(",")) {
            String trimmed = part.trim();
            if (!trimmed.isEmpty()) {
                out.add(Integer.parseInt(trimmed));
            }
        }
        return out;
    }

    public void reset() {
        samples.clear();
    }

    public String getBeltCode() {
        return beltCode;
    }

    public int getRatedBagsPerMinute() {
        return ratedBagsPerMinute;
    }

    /** Line for the baggage control room log. */
    public String logLine(long epochMinute) {
        StringBuilder sb = new StringBuilder();
        sb.append(epochMinute).append(' ').append(beltCode);
        sb.append(" avg=").append(String.format("%.1f", averageBagsPerMinute()));
        sb.append(" peak=").append(peakBagsPerMinute());
        sb.append(" rated=").append(ratedBagsPerMinute);
        if (idle()) {
            sb.append(" IDLE");
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        BeltJamMonitor m = new BeltJamMonitor("MU3", 40);
        int[] minutes = {28, 35, 38, 12, 9};
        for (int bags : minutes) {
            m.record(bags);
        }
        System.out.println(m.status());
        System.out.println(m.logLine(29_000_000L));
        System.out.println("clear 120 bags in " + m.minutesToClear(120) + " min");
    }

    public String status() {
        if (jamSuspected(1)) {
            return beltCode + " JAM?";
        }
        return beltCode + (nearCapacity() ? " HIGH" : " ok");
    }
}
