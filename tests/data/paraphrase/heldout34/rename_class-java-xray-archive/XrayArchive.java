package clinic.lindenhof.imaging;

import java.time.LocalDate;
import java.time.Period;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Archive of the cephalometric and panoramic x-rays taken at the clinic.
 * Studies are kept for ten years after the end of treatment, or until the
 * patient turns 28, whichever is later (retention rule of the state dental board).
 */
public class XrayArchive {

    static final int RETENTION_YEARS = 10;
    static final int RETENTION_MIN_AGE = 28;

    private final Map<String, List<XrayStudy>> byPatient = new HashMap<>();
    private final XrayStudyIndex index = new XrayStudyIndex();

    public XrayStudy store(String patientRef, LocalDate birthDate, String modality, LocalDate takenOn, String dicomPath) {
        XrayStudy study = new XrayStudy(patientRef, birthDate, modality, takenOn, dicomPath);
        byPatient.computeIfAbsent(patientRef, k -> new ArrayList<>()).add(study);
        index.add(study);
        return study;
    }

    public List<XrayStudy> studiesOf(String patientRef) {
        List<XrayStudy> studies = new ArrayList<>(byPatient.getOrDefault(patientRef, Collections.emptyList()));
        studies.sort(Comparator.comparing(XrayStudy::takenOn));
        return studies;
    }

    public Optional<XrayStudy> latestCeph(String patientRef) {
        return studiesOf(patientRef).stream()
                .filter(s -> s.modality().equals("CEPH"))
                .reduce((first, second) -> second);
    }

    /** Studies whose retention period has ended on the given day. */
    public List<XrayStudy> dueForDeletion(LocalDate today, Map<String, LocalDate> treatmentEnd) {
        List<XrayStudy> due = new ArrayList<>();
        for (List<XrayStudy> studies : byPatient.values()) {
            for (XrayStudy s : studies) {
                LocalDate end = treatmentEnd.get(s.patientRef());
                if (end == null) {
                    continue; // still in treatment
                }
                LocalDate keepUntil = s.keepUntil(end);
                if (!today.isBefore(keepUntil)) {
                    due.add(s);
                }
            }
        }
        return due;
    }

    public int delete(List<XrayStudy> studies) {
        int removed = 0;
        for (XrayStudy s : studies) {
            List<XrayStudy> list = byPatient.get(s.patientRef());
            if (list != null && list.remove(s)) {
                index.remove(s);
                removed++;
            }
        }
        return removed;
    }

    public XrayStudyIndex index() {
        return index;
    }

    /** SQL used by the nightly export to the practice management system. */
    static final String EXPORT_SQL =
            "SELECT patient_ref, modality, taken_on, dicom_path FROM xray_study WHERE taken_on >= ?";
}

/** One x-ray study (a single exposure with its DICOM file). */
final class XrayStudy {
    private final String patientRef;
    private final LocalDate birthDate;
    private final String modality;
    private final LocalDate takenOn;
    private final String dicomPath;

    XrayStudy(String patientRef, LocalDate birthDate, String modality, LocalDate takenOn, String dicomPath) {
        if (!modality.equals("PANO") && !modality.equals("CEPH") && !modality.equals("CBCT")) {
            throw new IllegalArgumentException("unknown modality " + modality);
        }
        this.patientRef = patientRef;
        this.birthDate = birthDate;
        this.modality = modality;
        this.takenOn = takenOn;
        this.dicomPath = dicomPath;
    }

    String patientRef() { return patientRef; }
    String modality() { return modality; }
    LocalDate takenOn() { return takenOn; }
    String dicomPath() { return dicomPath; }

    int ageAtExposure() {
        return Period.between(birthDate, takenOn).getYears();
    }

    LocalDate keepUntil(LocalDate treatmentEnd) {
        LocalDate byYears = treatmentEnd.plusYears(XrayArchive.RETENTION_YEARS);
        LocalDate byAge = birthDate.plusYears(XrayArchive.RETENTION_MIN_AGE);
        return byYears.isAfter(byAge) ? byYears : byAge;
    }

    @Override
    public String toString() {
        return "XrayStudy[" + patientRef + " " + modality + " " + takenOn + "]";
    }
}

/** Lookup of studies by modality for the viewer's filter panel. */
final class XrayStudyIndex {
    private final Map<String, List<XrayStudy>> byModality = new HashMap<>();

    void add(XrayStudy study) {
        byModality.computeIfAbsent(study.modality(), k -> new ArrayList<>()).add(study);
    }

    void remove(XrayStudy study) {
        List<XrayStudy> list = byModality.get(study.modality());
        if (list != null) {
            list.remove(study);
        }
    }

    int count(String modality) {
        return byModality.getOrDefault(modality, Collections.emptyList()).size();
    }
}
