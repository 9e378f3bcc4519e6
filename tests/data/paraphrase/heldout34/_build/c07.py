import re
from lib import case
def ren(s, n=22):
    out, k = re.subn(r"\bXrayStudy\b", "RadiographStudy", s)
    assert k == n, k
    return out
case("rename_class-java-xray-archive", "XrayArchive.java", "rename_class", "java", [
    ("terse", "XrayStudy -> RadiographStudy"),
    ("polite", "Could you rename the class XrayStudy to RadiographStudy, including every place it is used? XrayStudyIndex keeps its name, and please don't touch the export SQL."),
    ("declarative", "The study class is called RadiographStudy now (it was XrayStudy); XrayStudyIndex stays as it is."),
    ("other", "Hernoem de klasse XrayStudy naar RadiographStudy, overal in dit bestand."),
    ("other", "we're aligning with the DICOM vocabulary: rename class `XrayStudy` to `RadiographStudy`"),
], [
    ("right", "every XrayStudy identifier renamed (class, constructor, types, method reference) and the toString label too; XrayStudyIndex and the SQL untouched",
     [ren]),
    ("right", "every XrayStudy identifier renamed; the toString label text \"XrayStudy[\" kept as it was (a string, not an identifier)",
     [ren, ('"RadiographStudy["', '"XrayStudy["', 1)]),
    ("wrong", "substring replace: XrayStudyIndex became RadiographStudyIndex as well",
     [("XrayStudy", "RadiographStudy", 26)]),
    ("wrong", "the local List<XrayStudy> in delete() still names the old class: does not compile",
     [ren, ("List<RadiographStudy> list = byPatient.get(s.patientRef());", "List<XrayStudy> list = byPatient.get(s.patientRef());", 1)]),
    ("wrong", "renamed, but the export SQL's table xray_study was changed to radiograph_study too",
     [ren, ("FROM xray_study WHERE", "FROM radiograph_study WHERE", 1)]),
    ("wrong", "renamed, but the deletion test became today.isAfter(keepUntil): studies are no longer due on the last retention day",
     [ren, ("if (!today.isBefore(keepUntil)) {", "if (today.isAfter(keepUntil)) {", 1)]),
])
