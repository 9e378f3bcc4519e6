<?php

declare(strict_types=1);

use Harbourview\Http\Router;
use Harbourview\Controllers\AppointmentController;
use Harbourview\Controllers\HealthController;
use Harbourview\Controllers\PatientController;
use Harbourview\Controllers\ReminderController;

/*
 * HTTP routes of the Harbourview clinic API. Everything under /api/v1 is for
 * clinic staff and needs a staff session; /public is the online booking form.
 */
return static function (Router $router): void {
    $router->get('/health', [HealthController::class, 'ping']);

    $router->group(['prefix' => '/api/v1', 'middleware' => ['auth:staff']], static function (Router $r): void {
        $r->get('/patients/{chartNo}', [PatientController::class, 'show']);
        $r->get('/patients/{chartNo}/appointments', [PatientController::class, 'appointments']);

        $r->get('/appointments', [AppointmentController::class, 'index']);
        $r->post('/appointments', [AppointmentController::class, 'store']);
        $r->get('/appointments/{id}', [AppointmentController::class, 'show']);
        $r->patch('/appointments/{id}', [AppointmentController::class, 'reschedule']);
        $r->delete('/appointments/{id}', [AppointmentController::class, 'cancel']);
        $r->post('/appointments/{id}/reminders', [ReminderController::class, 'sendNow']);
        $r->get('/appointments/{id}/reminders', [ReminderController::class, 'history')
    });

    $router->group(['prefix' => '/public', 'middleware' => ['throttle:30,1']], static function (Router $r): void {
        $r->get('/slots', [AppointmentController::class, 'openSlots']);
        $r->post('/bookings', [AppointmentController::class, 'requestBooking']);
    });
};
