using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.Extensions.Logging;

namespace Kestrel.Trips
{
    public enum TripState { Active, Ended, Disputed }

    public sealed class Trip
    {
        public string Id { get; init; } = "";
        public string Plate { get; init; } = "";
        public string MemberId { get; init; } = "";
        public DateTime StartedUtc { get; init; }
        public DateTime? EndedUtc { get; set; }
        public int StartOdometerKm { get; init; }
        public int? EndOdometerKm { get; set; }
        public TripState State { get; set; } = TripState.Active;
    }

    public interface ITripStore
    {
        Trip? Find(string tripId);
        void Save(Trip trip);
        IEnumerable<Trip> ActiveFor(string memberId);
    }

    public sealed class TripService
    {
        private const int MaxPlausibleKmPerHour = 180;

        private readonly ITripStore _store;
        private readonly ILogger<TripService> _logger;

        public TripService(ITripStore store, ILogger<TripService> logger)
        {
            _store = store;
            _logger = logger;
        }

        public Trip Start(string plate, string memberId, int odometerKm, DateTime nowUtc)
        {
            if (_store.ActiveFor(memberId).Any())
            {
                throw new InvalidOperationException($"member {memberId} already has an active trip");
            }
            var trip = new Trip
            {
                Id = Guid.NewGuid().ToString("N"),
                Plate = plate,
                MemberId = memberId,
                StartedUtc = nowUtc,
                StartOdometerKm = odometerKm,
            };
            _store.Save(trip);
            _logger.LogInformation("Trip {TripId} started on {Plate} by {MemberId}", trip.Id, plate, memberId);
            return trip;
        }

        public Trip End(string tripId, int odometerKm, DateTime nowUtc)
        {
            var trip = _store.Find(tripId) ?? throw new KeyNotFoundException($"trip {tripId} not found");
            if (trip.State != TripState.Active)
            {
                throw new InvalidOperationException($"trip {tripId} is {trip.State}");
            }
            trip.EndedUtc = nowUtc;
            trip.EndOdometerKm = odometerKm;

            var km = odometerKm - trip.StartOdometerKm;
            var hours = Math.Max((nowUtc - trip.StartedUtc).TotalHours, 1.0 / 60);
            if (km < 0 || km / hours > MaxPlausibleKmPerHour)
            {
                trip.State = TripState.Disputed;
            }
            else
            {
                trip.State = TripState.Ended;
                _logger.LogInformation("Trip {TripId} on {Plate} disputed: {Km} km in {Hours:F1} h", trip.Id, trip.Plate, km, hours);
            }
            _store.Save(trip);
            return trip;
        }

        public int DistanceKm(Trip trip) =>
            trip.EndOdometerKm is int end ? end - trip.StartOdometerKm : 0;

        public TimeSpan Duration(Trip trip) =>
            (trip.EndedUtc ?? DateTime.UtcNow) - trip.StartedUtc;
    }
}
