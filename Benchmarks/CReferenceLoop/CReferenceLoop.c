/* Linear automatic item scanning written as a plain C loop over GSL, as a
   C programmer would write it for this one model: the yardstick for the
   Swift simulator's replications per second.

   Timing (docs/models.md): a scan run starts on item 0 at time t; highlight h
   shows item h mod n for scan_interval seconds, plus first_item_pause when it
   shows item 0. The user draws a reaction time at each highlight of the
   target and presses when it is shorter than the highlight; otherwise the
   target passes and comes back a lap later. The press finishes the step and
   the next run starts at that instant. */

#include "CReferenceLoop.h"

#include <gsl/gsl_randist.h>
#include <gsl/gsl_rng.h>
#include <math.h>

/* Replication i's stream, as FocusStats' RandomStream.reseed(run:replication:)
   derives it: SplitMix64's output function picks a 32-bit base from the run
   seed, the index is added, and MurmurHash3's finalizer mixes the sum. */
static uint32_t stream_base(uint64_t seed) {
    uint64_t z = seed + 0x9E3779B97F4A7C15u;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return (uint32_t)(z ^ (z >> 31));
}

static uint32_t stream_seed(uint32_t base, long replication) {
    uint32_t h = base + (uint32_t)replication;
    h ^= h >> 16;
    h *= 0x85EBCA6Bu;
    h ^= h >> 13;
    h *= 0xC2B2AE35u;
    h ^= h >> 16;
    /* taus2 treats seed 0 as its default seed. */
    return h == 0 ? 0x9E3779B9u : h;
}

int focusbench_reference_linear_scan(const focusbench_linear_scan *model, uint64_t seed, long replications,
                                     double *totals, focusbench_reference_summary *summary) {
    gsl_rng *rng = gsl_rng_alloc(gsl_rng_taus2);
    if (rng == NULL) return -1;
    const int n = model->item_count;
    const double interval = model->scan_interval, pause = model->first_item_pause;
    const double mu = model->reaction_mu, sigma = model->reaction_sigma;
    const uint32_t base = stream_base(seed);
    double sum = 0, sum_of_squares = 0;

    for (long i = 0; i < replications; i++) {
        gsl_rng_set(rng, stream_seed(base, i));
        double t = 0;
        for (int s = 0; s < model->step_count; s++) {
            const int target = model->targets[s];
            const double dwell = target == 0 ? interval + pause : interval;
            /* Lap k reaches the target at highlight target + k n, after k + 1
               pauses on item 0 (k when the target is item 0). */
            for (int lap = 0;; lap++) {
                const int h = target + lap * n;
                const int paused = lap + (target > 0);
                const double onset = t + h * interval + paused * pause;
                const double reaction = gsl_ran_lognormal(rng, mu, sigma);
                if (reaction < dwell) {
                    t = onset + reaction;
                    break;
                }
            }
        }
        if (totals != NULL) totals[i] = t;
        sum += t;
        sum_of_squares += t * t;
    }
    gsl_rng_free(rng);

    const double count = (double)replications;
    summary->mean = sum / count;
    const double variance = (sum_of_squares - sum * sum / count) / (count - 1);
    summary->standard_error = sqrt(variance / count);
    return 0;
}
