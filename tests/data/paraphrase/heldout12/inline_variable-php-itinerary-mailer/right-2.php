<?php

declare(strict_types=1);

namespace App\Mail;

use App\Booking\Itinerary;
use App\Booking\Passenger;
use Psr\Log\LoggerInterface;

final class ItineraryMailer
{
    private const FROM = 'trips@example.travel';

    public function __construct(
        private readonly MailTransport $transport,
        private readonly TemplateRenderer $templates,
        private readonly LoggerInterface $logger,
    ) {
    }

    public function sendConfirmation(Itinerary $itinerary, Passenger $lead): void
    {
        $subject = sprintf('Your trip to %s (%s)', $itinerary->destinationCity(), $itinerary->pnr());
        $html = $this->templates->render('confirmation.html.twig', [
            'itinerary' => $itinerary,
            'passenger' => $lead,
        ]);
        $this->transport->send(self::FROM, $lead->email(), $subject, $html);
        $this->logger->info('confirmation sent', ['pnr' => $itinerary->pnr()]);
    }

    public function sendScheduleChange(Itinerary $itinerary, Passenger $lead, string $flight): void
    {
        $html = $this->templates->render('schedule_change.html.twig', [
            'itinerary' => $itinerary,
            'flight' => $flight,
        ]);
        $this->transport->send(
            self::FROM,
            $lead->email(),
            sprintf('Schedule change for flight %s', $flight),
            $html,
        );
    }

    public function sendReminder(Itinerary $itinerary, Passenger $lead, int $hoursBefore = 24): void
    {
        if ($hoursBefore <= 0) {
            throw new \InvalidArgumentException('hoursBefore must be positive');
        }
        $subject = sprintf('Check-in opens in %d hours', $hoursBefore);
        $this->transport->send(self::FROM, $lead->email(), $subject, $this->templates->render('reminder.html.twig', [
            'itinerary' => $itinerary,
            'hours' => $hoursBefore,
        ]));
    }
}
