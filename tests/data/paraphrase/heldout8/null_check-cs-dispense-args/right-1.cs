using System;
using System.Collections.Generic;
using System.Linq;

namespace ClinicPharmacy.Dispensing
{
    public sealed class DispenseService
    {
        private readonly IInventory _inventory;
        private readonly IAuditLog _audit;
        private readonly TimeProvider _clock;

        public DispenseService(IInventory inventory, IAuditLog audit, TimeProvider clock)
        {
            _inventory = inventory ?? throw new ArgumentNullException(nameof(inventory));
            _audit = audit ?? throw new ArgumentNullException(nameof(audit));
            _clock = clock ?? throw new ArgumentNullException(nameof(clock));
        }

        public DispenseRecord Dispense(Prescription prescription, Pharmacist pharmacist, int quantity)
        {
            ArgumentNullException.ThrowIfNull(prescription);
            ArgumentNullException.ThrowIfNull(pharmacist);

            if (quantity <= 0)
            {
                throw new ArgumentOutOfRangeException(nameof(quantity), "Quantity must be positive.");
            }
            if (prescription.ExpiresOn < DateOnly.FromDateTime(_clock.GetUtcNow().UtcDateTime))
            {
                throw new InvalidOperationException($"Prescription {prescription.Id} has expired.");
            }
            if (prescription.Controlled && !pharmacist.CanDispenseControlled)
            {
                throw new UnauthorizedAccessException($"{pharmacist.Name} may not dispense controlled substances.");
            }

            var lot = _inventory.FindLots(prescription.Ndc)
                .Where(l => l.Remaining >= quantity && l.Expiry > _clock.GetUtcNow())
                .OrderBy(l => l.Expiry)
                .FirstOrDefault()
                ?? throw new InvalidOperationException($"No lot of {prescription.Ndc} has {quantity} units left.");

            _inventory.Take(lot.LotNumber, quantity);
            var record = new DispenseRecord(prescription.Id, lot.LotNumber, quantity, pharmacist.Id, _clock.GetUtcNow());
            _audit.Write("dispense", record);
            return record;
        }

        public IReadOnlyList<DispenseRecord> History(string prescriptionId) =>
            _audit.Read<DispenseRecord>("dispense")
                .Where(r => r.PrescriptionId == prescriptionId)
                .OrderBy(r => r.At)
                .ToList();
    }
}
