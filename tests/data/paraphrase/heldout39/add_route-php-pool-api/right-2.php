<?php

declare(strict_types=1);

namespace Westbrook\Api;

use Westbrook\Api\Handlers\BookingHandler;
use Westbrook\Api\Handlers\ChemistryHandler;
use Westbrook\Api\Handlers\LaneHandler;
use Westbrook\Api\Handlers\LessonHandler;

/*
 * Routes of the pool API used by the booking site and the front-desk tablets.
 * Anything under /staff needs a staff token; the rest is public.
 */
return static function (Router $r): void {
    $r->get('/lanes', [LaneHandler::class, 'index']);
    $r->get('/lanes/{lane}/bookings', [BookingHandler::class, 'forLane']);
    $r->post('/bookings', [BookingHandler::class, 'create']);
    $r->delete('/bookings/{ref}', [BookingHandler::class, 'cancel']);
    $r->get('/lessons', [LessonHandler::class, 'timetable']);

    $r->group('/staff', static function (Router $staff): void {
        $staff->get('/chemistry', [ChemistryHandler::class, 'latest']);
        $staff->post('/chemistry', [ChemistryHandler::class, 'record']);
        $staff->post('/lanes/{lane}/close', [LaneHandler::class, 'close']);
        $staff->get('/lessons/{code}/register', [LessonHandler::class, 'register']);
        $staff->post('/lanes/{lane}/reopen', [LaneHandler::class, 'reopen']);
    }, ['auth:staff']);
};
