/* The C+GSL reference loop the benchmark compares the Swift simulator with
   (docs/architecture.md, "Benchmarks"). */
#ifndef FOCUSBENCH_C_REFERENCE_LOOP_H
#define FOCUSBENCH_C_REFERENCE_LOOP_H

#include <stdint.h>

/* Automatic item scanning of a linear order by a user who never presses by
   accident, with a lognormal reaction time, no activation time and no typing;
   every scan starts on item 0 by itself (bench-reference's settings). */
typedef struct {
    int item_count;
    /* 0-based position in the order of each task step's target. */
    const int *targets;
    int step_count;
    double scan_interval;
    double first_item_pause;
    /* ln(reaction time) ~ N(reaction_mu, reaction_sigma^2). */
    double reaction_mu;
    double reaction_sigma;
} focusbench_linear_scan;

typedef struct {
    double mean;
    double standard_error;
} focusbench_reference_summary;

/* Runs `replications` replications of seed `seed`, replication i on the
   gsl_rng_taus2 stream the Swift simulator gives it; writes each completion
   time to totals[i] when `totals` is not NULL. Returns 0, or -1 when the
   generator cannot be allocated. */
int focusbench_reference_linear_scan(const focusbench_linear_scan *model, uint64_t seed, long replications,
                                     double *totals, focusbench_reference_summary *summary);

#endif
