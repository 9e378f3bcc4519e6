from lib import case
V = "int cert_validate(struct catch_cert *cert)\n{\n"
G = "    if (cert == NULL)\n        return CERT_ERR_NULL;\n"
case("add_null_check-c-catch-certificate", "catchcert.c", "add_null_check", "c", [
    ("terse", "cert_validate: NULL cert -> CERT_ERR_NULL"),
    ("polite", "Could you make cert_validate return CERT_ERR_NULL when it is given a NULL pointer, before it touches the certificate? Please keep the existing checks exactly as they are."),
    ("declarative", "cert_validate should return CERT_ERR_NULL for a NULL cert instead of crashing."),
    ("other", "segfault in cert_validate when the harbour office sends an empty batch -> null check at the top pls, return CERT_ERR_NULL"),
    ("other", "cert_validate 에 NULL 체크를 추가해 주세요 (NULL 이면 CERT_ERR_NULL 반환)."),
], [
    ("right", "if (cert == NULL) return CERT_ERR_NULL; added as the first statement of cert_validate",
     [(V, V + G, 1)]),
    ("right", "the same check written as if (!cert) with braces, first statement of cert_validate",
     [(V, V + "    if (!cert) {\n        return CERT_ERR_NULL;\n    }\n", 1)]),
    ("wrong", "the NULL check comes after the species check, which already dereferences cert",
     [("        return CERT_ERR_SPECIES;\n", "        return CERT_ERR_SPECIES;\n" + G, 1)]),
    ("wrong", "the NULL check was added to cert_batch_total (returning CERT_ERR_NULL as a double) instead of cert_validate",
     [("    double total = 0.0;\n\n", "    double total = 0.0;\n\n    if (certs == NULL)\n        return CERT_ERR_NULL;\n", 1)]),
    ("wrong", "NULL check added, but it returns CERT_OK",
     [(V, V + "    if (cert == NULL)\n        return CERT_OK;\n", 1)]),
    ("wrong", "NULL check added, but the weight limit became >= 40000.0 (a 40 t landing is now rejected)",
     [(V, V + G, 1), ("cert->landed_kg > 40000.0", "cert->landed_kg >= 40000.0", 1)]),
    ("wrong", "the return statement of the new check has no semicolon: does not compile",
     [(V, V + "    if (cert == NULL)\n        return CERT_ERR_NULL\n", 1)]),
])
