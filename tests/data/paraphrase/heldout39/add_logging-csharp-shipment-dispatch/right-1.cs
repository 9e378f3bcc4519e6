using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

namespace Ridgeline.Shipping;

public sealed record Parcel(string SubscriptionId, string Postcode, int Grams, string Service);

public interface IAddressCheck
{
    Task<bool> IsDeliverableAsync(string postcode, CancellationToken ct);
}

public interface ICarrier
{
    Task<string> CreateLabelAsync(Parcel parcel, CancellationToken ct);
}

/// <summary>Turns the day's roasted subscription bags into carrier labels.</summary>
public sealed class Dispatcher
{
    private const int LargeLetterGrams = 500;

    private readonly ILogger<Dispatcher> _logger;
    private readonly IAddressCheck _addresses;
    private readonly ICarrier _carrier;

    public Dispatcher(ILogger<Dispatcher> logger, IAddressCheck addresses, ICarrier carrier)
    {
        _logger = logger;
        _addresses = addresses;
        _carrier = carrier;
    }

    public async Task<IReadOnlyList<string>> DispatchDayAsync(IEnumerable<Parcel> parcels, CancellationToken ct)
    {
        var labels = new List<string>();
        foreach (var parcel in parcels)
        {
            if (!await _addresses.IsDeliverableAsync(parcel.Postcode, ct))
            {
                _logger.LogWarning("Skipping {SubscriptionId}: postcode {Postcode} is not deliverable", parcel.SubscriptionId, parcel.Postcode);
                continue;
            }

            // Bags up to 500 g fit through a letterbox and go as large letters.
            var service = parcel.Grams <= LargeLetterGrams ? "large-letter" : parcel.Service;
            var label = await _carrier.CreateLabelAsync(parcel with { Service = service }, ct);
            labels.Add(label);
        }

        _logger.LogInformation("Created {LabelCount} labels", labels.Count);
        return labels;
    }
}
