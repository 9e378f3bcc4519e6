using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Meadow.Clinic.Data;

namespace Meadow.Clinic.FrontDesk
{
    /// <summary>Patient search for the front-desk check-in screen.</summary>
    public sealed class PatientLookupService
    {
        private const int MaxResults = 25;
        private readonly IPatientRepository _patients;

        public PatientLookupService(IPatientRepository patients)
        {
            _patients = patients ?? throw new ArgumentNullException(nameof(patients));
        }

        public async Task<IReadOnlyList<PatientRow>> SearchAsync(string query)
        {
            if (string.IsNullOrWhiteSpace(query) || query.Trim().Length < 2)
            {
                return Array.Empty<PatientRow>();
            }

            var matches = await _patients.SearchByNameOrMrnAsync(query.Trim(), MaxResults);
            return matches
                .OrderBy(p => p.LastName, StringComparer.OrdinalIgnoreCase)
                .ThenBy(p => p.FirstName, StringComparer.OrdinalIgnoreCase)
                .Select(ToRow)
                .ToList();
        }

        private static PatientRow ToRow(Patient p) => new PatientRow(
            p.Mrn,
            DisplayName(p),
            p.DateOfBirth.ToString("yyyy-MM-dd"),
            FormatContact(p));

        public static string DisplayName(Patient p)
        {
            var first = string.IsNullOrWhiteSpace(p.PreferredName) ? p.FirstName : p.PreferredName;
            return $"{p.LastName}, {first}";
        }

        public static string FormatContact(Patient p)
        {
            if (p.Contact is null)
            {
                return "(no contact on file)";
            }

            var phone = p.Contact.MobilePhone ?? p.Contact.HomePhone;
            return phone is null ? p.Contact.Email ?? "" : phone;
        }
    }

    public sealed record PatientRow(string Mrn, string Name, string DateOfBirth, string Contact);
}
