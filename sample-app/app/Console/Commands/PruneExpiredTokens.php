<?php

namespace App\Console\Commands;

use App\Models\PersonalToken;
use Illuminate\Console\Command;

class PruneExpiredTokens extends Command
{
    /**
     * The name and signature of the console command.
     *
     * @var string
     */
    protected $signature = 'tokens:prune';

    /**
     * The console command description.
     *
     * @var string
     */
    protected $description = 'Delete personal access tokens that have expired';

    /**
     * Execute the console command.
     *
     * @return int
     */
    public function handle()
    {
        $deleted = PersonalToken::whereNotNull('expires_at')->where('expires_at', '<', now())->delete();
        $this->info("Deleted {$deleted} expired tokens.");

        return 0;
    }
}
