<?php

use App\Http\Controllers\BoxOfficeController;
use App\Http\Controllers\CastController;
use App\Http\Controllers\PerformanceController;
use Illuminate\Support\Facades\Route;

/*
| Marrowgate Theatre - web routes
*/

Route::get('/', [PerformanceController::class, 'index'])->name('home');
Route::get('/performances/{performance}', [PerformanceController::class, 'show'])->name('performances.show');
Route::get('/cast', [CastController::class, 'index'])->name('cast.index');

Route::middleware(['auth', 'role:box-office'])->prefix('box-office')->group(function () {
    Route::get('/', [BoxOfficeController::class, 'dashboard'])->name('box-office.dashboard');
    Route::post('/holds', [BoxOfficeController::class, 'placeHold'])->name('box-office.holds.store');
    Route::delete('/holds/{hold}', [BoxOfficeController::class, 'releaseHold'])->name('box-office.holds.destroy');
    Route::post('/sales', [BoxOfficeController::class, 'sell'])->name('box-office.sales.store');
    Route::post('/refunds', [BoxOfficeController::class, 'refund'])->name('box-office.refunds.store')
});

Route::middleware(['auth', 'role:stage-manager'])->prefix('backstage')->group(function () {
    Route::get('/call-sheet/{date}', [CastController::class, 'callSheet'])->name('backstage.call-sheet');
    Route::post('/absences', [CastController::class, 'reportAbsence'])->name('backstage.absences.store');
});
